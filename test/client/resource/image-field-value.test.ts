import { NOT_SENT, writeFieldValue } from '../../../src/components/resource/form/fieldValues';
import type { FieldConfig } from '../../../src/components/resource/types';

/*
 * The server takes an image field only as a new file, null, or one of its own upload URLs. The SPA
 * never sends the URL it read back: an unchanged image is left out of the body, a new one goes as a
 * file (multipart), a removed one as null. So saving other fields of a record with an image works
 * whatever that image's URL is.
 */
const photo: FieldConfig = { name: 'photo', label: 'Photo', kind: 'image' };

describe('image field in a request body', () => {
  it('leaves an unchanged image (the URL read from the server) out of create and update bodies', () => {
    expect(writeFieldValue(photo, '/uploads/users/0b7e3a9e-3a4f-4e6c-9d1e-2f1d6b0a9c11.png', 'update')).toBe(NOT_SENT);
    expect(writeFieldValue(photo, '/uploads/users/0b7e3a9e-3a4f-4e6c-9d1e-2f1d6b0a9c11.png', 'create')).toBe(NOT_SENT);
  });

  it('sends a chosen file as the file, and a removed image as null on update', () => {
    const file = new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' });
    expect(writeFieldValue(photo, file, 'update')).toBe(file);
    expect(writeFieldValue(photo, null, 'update')).toBeNull();
    expect(writeFieldValue(photo, null, 'create')).toBe(NOT_SENT);
  });
});
