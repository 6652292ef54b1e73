import { PanelSection } from "./panel-section";

/** 'Seguidores': how many people follow the memorial by e-mail (decision 055), never who. */
export function FollowersSection({ count }: { count: number }) {
  const text =
    count === 0
      ? "Ninguém segue o memorial por e-mail ainda."
      : `${count} ${count === 1 ? "pessoa segue" : "pessoas seguem"} o memorial por e-mail.`;
  return (
    <PanelSection
      id="seguidores"
      description="Quem segue o memorial recebe um e-mail nas datas que importam. Por privacidade, mostramos só quantos são."
    >
      <p className="mt-3">{text}</p>
    </PanelSection>
  );
}
