import { buildBody } from '../../../src/components/resource/form/useCreateForm';
import type { FieldConfig, FormValues } from '../../../src/components/resource/types';

/*
 * A create form with a file field (employees, kitchen staff, organizations, products, users) is sent as
 * multipart form data whether or not a file is chosen; any other create form as JSON.
 */
const name: FieldConfig = { name: 'name', label: 'Name', kind: 'text' };
const price: FieldConfig = { name: 'price', label: 'Price', kind: 'money' };
const addons: FieldConfig = { name: 'addons', label: 'Addons', kind: 'lookupMulti', lookup: 'addons' };
const born: FieldConfig = { name: 'date_of_birth', label: 'Date Of Birth', kind: 'date' };
const image: FieldConfig = { name: 'image', label: 'Image', kind: 'image' };

const entries = (body: unknown) => [...(body as FormData).entries()];

describe('the create body', () => {
  it('is multipart for a form with a file field even when no file is chosen', () => {
    const values: FormValues = {
      name: 'Tabbouleh',
      price: '6.5',
      addons: [
        { id: 3, label: 'Lemon' },
        { id: 7, label: 'Mint' },
      ],
      date_of_birth: '',
      image: null,
    };
    const body = buildBody([name, price, addons, born, image], values);
    expect(body).toBeInstanceOf(FormData);
    expect(entries(body)).toEqual([
      ['name', 'Tabbouleh'],
      ['price', '6.5'],
      ['addons[0]', '3'],
      ['addons[1]', '7'],
      ['date_of_birth', ''],
    ]);
  });

  it('sends the chosen file in the multipart body', () => {
    const file = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });
    const body = buildBody([name, image], { name: 'Zaatar Co', image: file });
    const sent = (body as FormData).get('image');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('logo.png');
  });

  it('is JSON for a form without a file field', () => {
    const values: FormValues = { name: 'Garlic', price: '1', addons: [{ id: 2, label: 'Toum' }] };
    expect(buildBody([name, price, addons], values)).toEqual({ name: 'Garlic', price: 1, addons: [2] });
  });
});
