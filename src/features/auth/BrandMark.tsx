/** The app's logo, or its initials on a square when it has none (the /login page's brand). */
export function BrandMark({
  name,
  logo,
  className,
  logoClassName,
}: {
  name: string;
  logo?: string | null;
  className: string;
  logoClassName: string;
}) {
  if (logo) return <img src={logo} alt="" className={logoClassName} />;
  const letters = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className={className} aria-hidden="true">
      {letters}
    </span>
  );
}
