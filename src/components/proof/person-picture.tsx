// A person the site quotes or introduces (a testimonial's author, someone of the team): their
// portrait where the content has one, else their initials, decorative either way (the name is
// written beside it).
import { Avatar } from '@/components/illustrations/mock-parts';

const SIZES = {
  /** Beside a quote's attribution. */
  md: { px: 44, box: 'size-11', text: 'text-sm' },
  /** On a team card. */
  lg: { px: 56, box: 'size-14', text: 'text-base' },
} as const;

export function PersonPicture({
  name,
  portrait,
  tone,
  size,
}: {
  name: string;
  /** A square file under public/; without it, the initials. */
  portrait?: string | undefined;
  /** Which of the initials' tints, by the person's place in their list. */
  tone: number;
  size: keyof typeof SIZES;
}) {
  const { px, box, text } = SIZES[size];
  return portrait ? (
    <img src={portrait} alt="" width={px} height={px} className={`${box} rounded-full object-cover`} />
  ) : (
    <Avatar name={name} tone={tone} className={`${box} ${text}`} />
  );
}
