type AvatarProps = { name: string; photo?: string | null; size?: "regular" | "medium" };

const sizes = { regular: "size-10 text-base", medium: "size-12 text-lg" };

/** The user's photo or, when none, the uppercased first letter of the name. */
export function Avatar({ name, photo, size = "regular" }: AvatarProps) {
  const box = `${sizes[size]} shrink-0 rounded-full`;
  if (photo) return <img src={photo} alt="" className={`${box} object-cover ring-2 ring-white`} />;
  const letter = (name.trim()[0] ?? "?").toUpperCase();
  return (
    <span aria-hidden className={`${box} grid place-items-center bg-sun-300 font-black text-ink ring-2 ring-white`} data-testid="avatar-initial">
      {letter}
    </span>
  );
}
