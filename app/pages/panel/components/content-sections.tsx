import { Images, Music, Pencil, Users } from "~/shared/ui/icons";
import { Form, Link } from "react-router";
import { MUSIC_LOGIN_INTENT } from "~/features/music";
import type { PanelData } from "../panel.server";
import { IntentSubmit } from "./intent-submit";
import { PanelSection } from "./panel-section";

const handle = (data: PanelData) => encodeURIComponent(data.profile.username);

/** 'Contatos de notificação': who hears by e-mail when the memorial changes. */
export function ContactsSection({ data, contacts }: { data: PanelData; contacts: { count: number; active: number } }) {
  const text =
    contacts.count === 0
      ? "Ninguém cadastrado ainda."
      : `${contacts.count} ${contacts.count === 1 ? "contato cadastrado" : "contatos cadastrados"}` +
        (contacts.active < contacts.count ? ` (${contacts.count - contacts.active} pediu para não receber mais)` : "") +
        ".";
  return (
    <PanelSection id="contatos" description="Quem você cadastrar recebe um e-mail quando o memorial for atualizado.">
      <p className="mt-3">{text}</p>
      <Link to={`/add-notification-contacts/${handle(data)}`} className="btn btn-secondary mt-3">
        <Users className="h-5 w-5" aria-hidden="true" /> Gerenciar contatos
      </Link>
    </PanelSection>
  );
}

/** 'Galeria': how many photos it holds against the plan's limit; they are added on the memorial itself. */
export function GallerySection({ data }: { data: PanelData }) {
  const { count, limit } = data.gallery;
  return (
    <PanelSection id="galeria">
      <p className="mt-3">
        {count} de {limit} {limit === 1 ? "foto" : "fotos"} do plano.
        {count >= limit && " A galeria está cheia: exclua uma foto ou mude de plano para adicionar outras."}
      </p>
      <a href={`${data.memorialPath}?aba=galeria#galeria`} className="btn btn-secondary mt-3">
        <Images className="h-5 w-5" aria-hidden="true" /> Adicionar ou excluir fotos
      </a>
    </PanelSection>
  );
}

/** 'Playlist' (Platina and Diamante): created in the owner's music account, shown on the memorial. */
export function PlaylistSection({ data, error }: { data: PanelData; error?: string }) {
  const { playlistLink } = data.music;
  return (
    <PanelSection id="playlist" description="Músicas escolhidas pela família, para quem visita ouvir.">
      <p className="mt-3">{playlistLink ? "A playlist já está no memorial." : "O memorial ainda não tem playlist."}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        {playlistLink && (
          <a href={data.memorialPath} className="btn btn-secondary">
            <Music className="h-5 w-5" aria-hidden="true" /> Ouvir no memorial
          </a>
        )}
        {data.can.createPlaylist ? (
          <Form method="post" reloadDocument>
            <input type="hidden" name="intent" value={MUSIC_LOGIN_INTENT} />
            <IntentSubmit intent={MUSIC_LOGIN_INTENT} pendingLabel="Abrindo..." className="btn btn-primary">
              {playlistLink ? "Criar outra playlist" : "Criar playlist"}
            </IntentSubmit>
          </Form>
        ) : (
          <p className="text-ink-soft">
            A playlist é criada por quem é dono do memorial, na conta de música da família.
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="field-error mt-3 font-semibold">
          {error}
        </p>
      )}
    </PanelSection>
  );
}

/** 'Editar memorial': the memorial's texts, photo, dates, family tree and privacy, in the editor. */
export function EditSection({ data }: { data: PanelData }) {
  return (
    <PanelSection id="editar" description="Biografia, foto, datas, árvore genealógica e o que mais o memorial conta.">
      <Link to={`/editProfile/${handle(data)}`} className="btn btn-primary mt-3">
        <Pencil className="h-5 w-5" aria-hidden="true" /> Editar memorial
      </Link>
    </PanelSection>
  );
}
