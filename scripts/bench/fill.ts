/**
 * Fills the scratch database with set-based SQL (generate_series): no row crosses the wire.
 * Secondary indexes of the big tables are dropped first and rebuilt from their own definitions
 * afterwards (building an index once is far cheaper than maintaining it row by row), so the
 * measured plans use exactly the indexes the migrations create.
 */
import type postgres from "postgres";

export interface FillSize {
  profiles: number;
  tributes: number;
  cemeteries: number;
  users: number;
  attendances: number;
  /** Memorials with family tree, interests and gallery photos (the most visited ones). */
  detailed: number;
}

const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;

const MEN = sqlArray([
  "José",
  "João",
  "Antônio",
  "Francisco",
  "Carlos",
  "Paulo",
  "Pedro",
  "Luís",
  "Sebastião",
  "Raimundo",
  "Benedito",
  "Joaquim",
  "Geraldo",
  "Severino",
  "Ângelo",
  "Inácio",
  "Vicente",
  "Otávio",
  "Cícero",
  "Damião",
  "Rubens",
  "Fábio",
  "Márcio",
  "Sérgio",
  "André",
  "Luciano",
  "Aurélio",
  "Romão",
  "Valdir",
  "Edson",
]);
const WOMEN = sqlArray([
  "Maria",
  "Ana",
  "Francisca",
  "Antônia",
  "Adriana",
  "Juliana",
  "Márcia",
  "Fernanda",
  "Patrícia",
  "Aline",
  "Luíza",
  "Conceição",
  "Iracema",
  "Lúcia",
  "Cláudia",
  "Fátima",
  "Graça",
  "Benedita",
  "Sebastiana",
  "Aparecida",
  "Rosângela",
  "Irene",
  "Célia",
  "Vitória",
  "Lívia",
  "Cecília",
  "Mônica",
  "Débora",
  "Tânia",
  "Glória",
]);
const SURNAMES = sqlArray(
  (
    "Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Ribeiro Carvalho Araújo " +
    "Gonçalves Martins Rocha Barbosa Melo Cardoso Nascimento Conceição Magalhães Brandão Simões Falcão " +
    "Assunção Guimarães Patrício Damasceno Leão Mendonça Bragança Estêvão Tavares Queiroz Macêdo Nóbrega " +
    "Sampaio Aragão Romão"
  ).split(" "),
);
const PARTICLES = sqlArray(["", "", "da ", "de ", "dos "]);

/** Four big cities take about 20% of the memorials each; twenty others share the rest. */
const CITIES = [
  ["São Paulo", "SP"],
  ["Rio de Janeiro", "RJ"],
  ["Belo Horizonte", "MG"],
  ["Salvador", "BA"],
  ["Fortaleza", "CE"],
  ["Brasília", "DF"],
  ["Curitiba", "PR"],
  ["Recife", "PE"],
  ["Porto Alegre", "RS"],
  ["Manaus", "AM"],
  ["Belém", "PA"],
  ["Goiânia", "GO"],
  ["Guarulhos", "SP"],
  ["Campinas", "SP"],
  ["São Luís", "MA"],
  ["Maceió", "AL"],
  ["Natal", "RN"],
  ["Teresina", "PI"],
  ["João Pessoa", "PB"],
  ["Florianópolis", "SC"],
  ["Vitória", "ES"],
  ["Cuiabá", "MT"],
  ["Niterói", "RJ"],
  ["Uberlândia", "MG"],
] as const;
const CITY_NAMES = sqlArray(CITIES.map(([city]) => city));
const CITY_STATES = sqlArray(CITIES.map(([, state]) => state));
/** 1..4 with 20% each, else 5..24. */
const CITY_INDEX = `case when rcity < 0.8 then 1 + floor(rcity / 0.2)::int else 5 + floor((rcity - 0.8) * 100)::int end`;

const RELIGIONS = sqlArray(["Católica", "Evangélica", "Espírita", "Umbanda", "Candomblé", "Sem religião", "Judaica"]);
const PROFESSIONS = sqlArray([
  "Professora",
  "Agricultor",
  "Comerciante",
  "Enfermeira",
  "Motorista",
  "Costureira",
  "Pedreiro",
  "Médico",
  "Advogada",
  "Metalúrgico",
]);
const CEMETERY_NAMES = sqlArray([
  "da Saudade",
  "São João Batista",
  "do Araçá",
  "da Consolação",
  "Santo Amaro",
  "Municipal",
  "da Paz",
  "São Francisco de Assis",
  "Nossa Senhora Aparecida",
  "Bom Jesus",
]);

/** The profile (by ordinal) a visitor's tribute or attendance goes to: popular memorials get most. */
const SKEWED_PROFILE = (n: number) => `md5('bench-profile-' || (1 + floor(${n} * random() ^ 2)::int))::uuid`;

export async function fill(sql: postgres.Sql, size: FillSize, log: (message: string) => void): Promise<void> {
  const step = async (label: string, query: string) => {
    const started = performance.now();
    await sql.unsafe(query);
    log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  for (const setting of ["maintenance_work_mem = '512MB'", "work_mem = '64MB'", "synchronous_commit = off"]) {
    await sql.unsafe(`set ${setting}`);
  }
  await sql.unsafe(`select setseed(0.1931)`);
  const [role] = await sql<{ rolsuper: boolean }[]>`select rolsuper from pg_roles where rolname = current_user`;
  const rolsuper = Boolean(role?.rolsuper);
  // The rows are consistent by construction; a superuser can skip the per-row foreign key checks.
  if (rolsuper) await sql.unsafe(`set session_replication_role = replica`);

  const indexes = await sql<{ name: string; definition: string }[]>`
    select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename in ('profiles', 'tributes', 'attendances', 'plaque_hashes')
       and indexname not in (select conname from pg_constraint)`;
  for (const index of indexes) await sql.unsafe(`drop index "${index.name}"`);

  await step(
    `${size.users.toLocaleString("en")} users`,
    `insert into users (id, name, email, password_hash)
     select md5('bench-user-' || g)::uuid, 'Família ' || g, 'familia' || g || '@bench.example', 'bench'
       from generate_series(1, ${size.users}) g`,
  );
  await step(
    `${size.cemeteries} cemeteries`,
    `insert into cemeteries (name, city, state, built)
     select 'Cemitério ' || (${CEMETERY_NAMES})[1 + g % 10] || ' ' || g, (${CITY_NAMES})[c], (${CITY_STATES})[c], g % 5 <> 0
       from (select g, 1 + g % 24 as c from generate_series(1, ${size.cemeteries}) g) s`,
  );
  await step(
    `${size.profiles.toLocaleString("en")} profiles`,
    `insert into profiles (id, user_id, cemetery_id, username, name, access_token, access, type, birth_date,
                           death_date, bio, description, hometown, location, city, state, gender, profession,
                           religion, activated_by_user, created_at, updated_at)
     select md5('bench-profile-' || g)::uuid, md5('bench-user-' || (1 + g % ${size.users}))::uuid,
            case when random() < 0.7 then 1 + floor(${size.cemeteries} * random() ^ 2)::int end,
            lower(immutable_unaccent(first || '.' || last)) || '.' || g,
            first || ' ' || particle || middle || ' ' || last,
            md5('token-' || g),
            (case when random() < 0.05 then 'Private' else 'Public' end)::profile_access,
            (case when rplan < 0.70 then 'Free' when rplan < 0.85 then 'Ouro' when rplan < 0.95 then 'Platina'
                  else 'Diamante' end)::profile_type,
            birth, least(birth + (7300 + floor(random() * 29200)::int), current_date - 1),
            'Pessoa muito querida em ' || city || ', lembrada pela alegria e pela fé.',
            first || ' nasceu em ' || city || ' e dedicou a vida à família e aos amigos. ' ||
              'Trabalhou por muitos anos, criou os filhos com carinho e deixou saudades em todos que conheceu. ' ||
              'Gostava de música, de cozinhar para os netos e de conversar na calçada ao fim da tarde.',
            city || '/' || state, city || '/' || state, city, state,
            (case when female then 'Mulher' else 'Homem' end)::gender,
            (${PROFESSIONS})[1 + floor(random() * 10)::int], (${RELIGIONS})[1 + floor(random() * 7)::int],
            random() >= 0.03, created, created
       from (
         select g, female, rplan, birth, created, (${CITY_NAMES})[ci] as city, (${CITY_STATES})[ci] as state,
                case when female then (${WOMEN})[1 + floor(random() * 30)::int]
                     else (${MEN})[1 + floor(random() * 30)::int] end as first,
                (${PARTICLES})[1 + floor(random() * 5)::int] as particle,
                (${SURNAMES})[1 + floor(random() * 40)::int] as middle,
                (${SURNAMES})[1 + floor(random() * 40)::int] as last
           from (
             select g, random() < 0.5 as female, random() as rplan, ${CITY_INDEX} as ci,
                    date '1915-01-01' + floor(random() * 30000)::int as birth,
                    now() - random() * interval '1095 days' as created
               from (select g, random() as rcity from generate_series(1, ${size.profiles}) g) drawn
           ) placed
       ) named`,
  );
  // What the profiles trigger records (a superuser load runs without triggers): the search's places.
  await step(
    "profile places",
    `insert into profile_cities (state, city_search)
     select distinct upper(coalesce(state, '')), city_search from profiles on conflict do nothing`,
  );
  await step(
    `${size.profiles.toLocaleString("en")} plaque hashes`,
    `insert into plaque_hashes (hash, profile_id, linked_at)
     select upper(translate(substr(md5('plaque-' || g), 1, 10), '0123456789', 'ghijklmnop')),
            md5('bench-profile-' || g)::uuid, now()
       from generate_series(1, ${size.profiles}) g
     on conflict do nothing`,
  );
  await step(
    `${size.tributes.toLocaleString("en")} tributes`,
    `insert into tributes (profile_id, type, name, body, image_path, candle_days, amount_cents, status, paid_at,
                           burns_until, created_at)
     select profile_id, type::tribute_type, name,
            case when type = 'Message' then 'Saudades eternas. Sua lembrança vive em nós, ' || name || '.' end,
            case when type = 'Photo' then 'bench/tribute-' || (g % 100) end,
            case when type = 'Candle' then days end,
            case type when 'Candle' then case when days = 7 then 499 else 899 end
                      when 'Message' then 250 when 'Photo' then 749 else 0 end,
            status::tribute_status, case when status = 'paid' then created end,
            case when type = 'Candle' and status = 'paid' then created + days * interval '1 day' end, created
       from (select g, ${SKEWED_PROFILE(size.profiles)} as profile_id,
                    (array['Candle','Candle','Candle','Candle','Message','Message','Message','Photo','Photo','Flower'])
                      [1 + floor(random() * 10)::int] as type,
                    (${WOMEN})[1 + floor(random() * 30)::int] || ' ' || (${SURNAMES})[1 + floor(random() * 40)::int] as name,
                    case when random() < 0.5 then 7 else 14 end as days,
                    case when rstatus < 0.92 then 'paid' when rstatus < 0.97 then 'pending' else 'expired' end as status,
                    now() - random() ^ 2 * interval '730 days' as created
               from (select g, random() as rstatus from generate_series(1, ${size.tributes}) g) a) b`,
  );
  await step(
    `${size.attendances.toLocaleString("en")} attendances`,
    `insert into attendances (profile_id, name, email, cellphone, attended_at)
     select ${SKEWED_PROFILE(size.profiles)}, 'Visitante ' || g, 'visitante' || g || '@bench.example',
            '119' || lpad((g % 100000000)::text, 8, '0'), now() - random() ^ 2 * interval '730 days'
       from generate_series(1, ${size.attendances}) g`,
  );
  const detailed = `from generate_series(1, ${size.detailed}) g`;
  await step(
    `family trees, interests and galleries of ${size.detailed.toLocaleString("en")} memorials`,
    `insert into profile_kinships (profile_id, degree, name, position)
     select md5('bench-profile-' || g)::uuid, (array['Pai','Mãe','Filho','Filha','Neto','Neta'])[k],
            (${WOMEN})[1 + (g + k) % 30] || ' ' || (${SURNAMES})[1 + (g * k) % 40], k
       ${detailed}, generate_series(1, 6) k`,
  );
  await sql.unsafe(
    `insert into profile_interests (profile_id, description, position)
     select md5('bench-profile-' || g)::uuid, (array['Futebol','Música sertaneja','Culinária','Jardinagem'])[k], k
       ${detailed}, generate_series(1, 4) k`,
  );
  await sql.unsafe(
    `insert into gallery_images (profile_id, image_path, width, height)
     select md5('bench-profile-' || g)::uuid, 'bench/gallery-' || ((g + k) % 100), 1200, 800
       ${detailed}, generate_series(1, 3) k`,
  );
  if (rolsuper) await sql.unsafe(`set session_replication_role = origin`);
  const started = performance.now();
  for (const index of indexes) await sql.unsafe(index.definition);
  log(`  rebuilt ${indexes.length} indexes: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await step("vacuum analyze", `vacuum (analyze)`);
}
