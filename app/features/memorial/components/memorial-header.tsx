import { Cake, Flame, Landmark, Lock, Pencil } from "~/shared/ui/icons";
import { formatDate } from "~/shared/format/format";
import { Portrait } from "~/shared/ui/portrait";
import { PlanBadge } from "~/shared/ui/plan-badge";
import type { FullProfile } from "../memorial-profile.server";

/** "Hoje ... faria N anos": shown when today (America/Sao_Paulo) is the birth day and month. */
export function BirthdayBanner({ name, age }: { name: string; age: number }) {
  return (
    <p
      data-birthday
      className="mb-6 flex items-center gap-3 rounded-2xl border border-[#e3c77e] bg-gold-bg px-4 py-3 font-semibold text-ink"
    >
      <Cake className="h-6 w-6 flex-none text-gold" aria-hidden="true" />
      <span>
        Feliz aniversário! Hoje {name} faria {age} anos.
      </span>
    </p>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="min-w-0">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="break-words font-semibold">{value}</dd>
    </div>
  );
}

/** The cemetery a memorial belongs to, linked from its first screen. */
export interface MemorialCemetery {
  id: number;
  name: string;
}

/** 'Sepultado', 'Sepultada', or 'Sepultado(a)' when the gender is 'Outro' or not given. */
export function buriedWord(gender: FullProfile["gender"]): string {
  if (gender === "Homem") return "Sepultado";
  if (gender === "Mulher") return "Sepultada";
  return "Sepultado(a)";
}

/** Portrait, plan badge, name, dates and places, bio; the owner's edit link; candles burning now. */
export function MemorialHeader({
  profile,
  manage,
  isPrivate,
  candles,
  cemetery = null,
}: {
  profile: FullProfile;
  manage: boolean;
  isPrivate: boolean;
  candles: number;
  cemetery?: MemorialCemetery | null;
}) {
  return (
    <header className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-start sm:text-left">
      <Portrait
        imagePath={profile.imageDirectory}
        name={profile.name}
        size={160}
        priority
        className="h-32 w-32 border-4 border-white shadow sm:h-40 sm:w-40"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
          {profile.type !== "Free" && <PlanBadge type={profile.type} />}
          {isPrivate && (
            <span className="inline-flex items-center gap-1 rounded-full border border-sky-200 bg-white px-3 py-0.5 text-xs font-semibold text-sky-800">
              <Lock className="h-3.5 w-3.5" aria-hidden="true" /> Perfil privado
            </span>
          )}
        </div>
        <h1 className="mt-2 break-words text-3xl sm:text-4xl">{profile.name}</h1>
        {profile.surname && <p className="mt-1 text-lg text-ink-soft">“{profile.surname}”</p>}
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-left sm:grid-cols-3">
          <Fact label="Nascimento" value={formatDate(profile.birthDate) || null} />
          <Fact label="Falecimento" value={formatDate(profile.deathDate) || null} />
          <Fact label="Cidade natal" value={profile.hometown} />
          <Fact label="Faleceu em" value={profile.location} />
          <Fact label="Religião" value={profile.religion} />
          <Fact label="Profissão" value={profile.profession} />
        </dl>
        {cemetery && (
          <p className="mt-4 flex items-center justify-center gap-2 text-left sm:justify-start" data-cemetery>
            <Landmark className="h-5 w-5 flex-none text-ink-soft" aria-hidden="true" />
            <span>
              {buriedWord(profile.gender)} em{" "}
              <a href={`/cemiterio/${cemetery.id}`} className="font-semibold text-sky-800 underline underline-offset-4">
                {cemetery.name}
              </a>
            </span>
          </p>
        )}
        {profile.bio && (
          <blockquote className="mt-5 border-l-4 border-sky-200 pl-4 text-left font-serif text-lg italic text-ink">
            {profile.bio}
          </blockquote>
        )}
        <div className="mt-4 flex flex-wrap items-center justify-center gap-3 sm:justify-start">
          {/* Only while candles burn: '0 velas acesas' would greet a grieving family with an absence. */}
          {candles > 0 && (
            <p className="inline-flex items-center gap-2 text-ink-soft" data-candle-count>
              <Flame className="h-5 w-5 text-gold" aria-hidden="true" />
              {candles === 1 ? "1 vela acesa" : `${candles} velas acesas`}
            </p>
          )}
          {manage && (
            <a
              href={`/editProfile/${encodeURIComponent(profile.username)}`}
              className="inline-flex items-center gap-2 font-semibold text-sky-800 underline underline-offset-4"
            >
              <Pencil className="h-4 w-4" aria-hidden="true" /> Editar perfil
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
