import { Avatar, type AvatarProps } from '@fluentui/react-components';
import { avatarColor, avatarInitials } from '../lib/avatar';

interface UserAvatarProps extends Omit<AvatarProps, 'name' | 'image' | 'initials' | 'color'> {
  name: string | null | undefined;
  imageUrl?: string | null;
}

/** The user's image when there is one, else up to two initials on a colour hashed from the name. */
export function UserAvatar({ name, imageUrl, ...rest }: UserAvatarProps) {
  const label = name ?? '';
  return (
    <Avatar
      {...rest}
      name={label}
      image={imageUrl ? { src: imageUrl, alt: '' } : undefined}
      initials={avatarInitials(label) || undefined}
      color={avatarColor(label)}
    />
  );
}
