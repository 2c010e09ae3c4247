import { Button, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular, ImageRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

/**
 * A single-file image upload: choosing a file replaces the previous one. The create modal sends
 * the file with the save; the drawer (`onChange` saving at once) uploads it immediately.
 */

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  preview: {
    width: '88px',
    height: '88px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    color: tokens.colorNeutralForeground4,
    fontSize: '32px',
  },
  circular: { borderRadius: tokens.borderRadiusCircular },
  image: { width: '100%', height: '100%', objectFit: 'cover' },
  // Takes the rest of the row and never more (a 390 px phone cut the hint off at the modal's edge).
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flex: '1 1 0', minWidth: 0 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  name: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  hint: { color: tokens.colorNeutralForeground3 },
  hidden: { display: 'none' },
});

interface ImagePickerProps {
  id: string;
  label: string;
  value: File | string | null;
  onChange: (value: File | null) => void;
  disabled?: boolean;
  busy?: boolean;
  shape?: 'circular' | 'square';
}

export function ImagePicker({ id, label, value, onChange, disabled, busy, shape = 'square' }: ImagePickerProps) {
  const styles = useStyles();
  const { t } = useTranslation(['kit', 'common']);
  const input = useRef<HTMLInputElement>(null);
  const objectUrl = useMemo(() => (value instanceof File ? URL.createObjectURL(value) : null), [value]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  const src = objectUrl ?? (typeof value === 'string' && value ? value : null);
  return (
    <div className={styles.root}>
      <div className={mergeClasses(styles.preview, shape === 'circular' && styles.circular)}>
        {src ? (
          <img src={src} alt={t('image.preview', { label })} className={styles.image} />
        ) : (
          <ImageRegular aria-hidden="true" />
        )}
      </div>
      <div className={styles.side}>
        <div className={styles.buttons}>
          <Button
            icon={<ArrowUploadRegular />}
            disabled={disabled || busy}
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-name`}
          >
            {src
              ? t('image.replace', { label: label.toLowerCase() })
              : t('image.upload', { label: label.toLowerCase() })}
          </Button>
          {src ? (
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              disabled={disabled || busy}
              onClick={() => onChange(null)}
            >
              {t('image.remove')}
            </Button>
          ) : null}
        </div>
        <Caption1 id={`${id}-name`} className={value instanceof File || busy ? styles.name : styles.hint}>
          {busy ? t('image.uploading') : value instanceof File ? value.name : t('image.formats')}
        </Caption1>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          className={styles.hidden}
          aria-label={label}
          disabled={disabled || busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onChange(file);
          }}
        />
      </div>
    </div>
  );
}
