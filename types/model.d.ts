// The table model and the worker protocol as the page reads them (docs/table-model.md). The model
// mirrors the dataclasses of app/model.py one for one, under the same names: a field added there is
// added here. The worker protocol mirrors the TypedDicts of app/protocol.py, name for name.
// tests/app/test_model_mirror.py and tests/app/test_protocol.py fail when the two sides differ.
// Scripts name these with a JSDoc
// `@import { Table, Choice } from "../types/model"`; nothing here exists at run time.

// --- the table model (app/model.py) ---------------------------------------------------------------

export type Intent = "primary" | "secondary" | "danger";
export type AnimKind = "travel" | "flip" | "fade";
export type ZoneKind = "hand" | "bank" | "set" | "pile" | "auction" | "bid" | "offer";

/** A property colour: CSS key (`"light_blue"`, `"any"`) and its written name. */
export interface Colour {
  key: string;
  name: string;
}

/** Rent for 1, 2, ... cards of `colour` (`steps[0]` is the rent of one card). */
export interface RentLadder {
  colour: Colour;
  steps: number[];
  text: string;
  label: string;
}

/** One card face; a face-down card has `face_down` true, `id` null and nothing else filled in. */
export interface Card {
  id: number | null;
  title: string;
  kind: string;
  kind_label: string;
  value: number | null;
  value_label: string;
  colours: Colour[];
  placed_as: Colour | null;
  rent: RentLadder[];
  effect: string;
  art: string;
  face_down: boolean;
  selected: boolean;
  description: string;
}

/** A place cards lie: a hand, a bank, one property set, a pile, the auction, a bid, an offer. */
export interface Zone {
  id: string;
  kind: ZoneKind;
  area: string;
  title: string;
  cards: Card[];
  count: number;
  total: number | null;
  colour: Colour | null;
  size: number | null;
  complete: boolean;
  rent: number | null;
  buildings: Card[];
  note: string;
  badge: string;
}

/** One player at the table, as the viewer may see them. */
export interface SeatModel {
  seat: number;
  name: string;
  kind_label: string;
  is_you: boolean;
  is_active: boolean;
  is_acting: boolean;
  hand_count: number;
  bank_total: number | null;
  complete_sets: number;
  sets_to_win: number;
  badges: string[];
  zones: Zone[];
  summary: string;
  facts: string[];
  standing: string;
  progress: string;
}

/** One thing the viewer may do: `action` is its readable label, `key` its wire id. */
export interface Choice {
  label: string;
  action: string;
  intent: Intent;
  card: number | null;
  twins: number[];
  target_card: number | null;
  seat: number | null;
  zone: string | null;
  group: string;
  colour: Colour | null;
  hint: string;
  key: string;
  answer: boolean;
}

/** The question asked of the viewer (or what the table waits for), with the facts. */
export interface Prompt {
  title: string;
  text: string;
  choices: Choice[];
  cards: Card[];
  waiting_for: string[];
}

/** A payment, bid or offer being built card by card. */
export interface Selection {
  kind: "payment" | "bid" | "offer";
  title: string;
  total: number;
  target: number | null;
  card_ids: number[];
  confirm_label: string;
  confirm_action: string | null;
  note: string;
  confirm_key: string | null;
  total_text: string;
  target_text: string;
}

/** Pass the device: the table is hidden until `name` takes it. */
export interface Curtain {
  seat: number;
  name: string;
  title: string;
  text: string;
  button: string;
}

export interface LogLine {
  n: number;
  text: string;
}

/** A card movement to animate: `card` (null for a face-down card) from one area to another. */
export interface Anim {
  card: number | null;
  source: string;
  dest: string;
  kind: AnimKind;
}

/** One player's sealed bid, face up. */
export interface RevealedBid {
  seat: number;
  name: string;
  total: number;
  values: number[];
  note: string;
  total_text: string;
  wins: boolean;
  value_texts: string[];
}

/** Sealed bids turned face up at once. */
export interface Reveal {
  title: string;
  card: Card | null;
  bids: RevealedBid[];
  verdict: string;
}

/** One event another player caused, held on the stage for `hold_ms`. */
export interface Beat {
  n: number;
  seat: number | null;
  caption: string;
  hold_ms: number;
  anims: Anim[];
  cards: Card[];
  reveal: Reveal | null;
  opens_turn: boolean;
  /** The table as of this beat: `Table.frames[frame]`; -1 the table itself. */
  frame: number;
}

/** The table as it stood at one beat of the stage: painted in place of the table's own parts. */
export interface Frame {
  status: string;
  seats: SeatModel[];
  centre: Zone[];
  prompt: Prompt | null;
}

/** A bot moves next: send `ai_step` after `delay_ms`. */
export interface BotDue {
  seat: number;
  name: string;
  delay_ms: number;
  text: string;
}

/** One line of the end screen's ranking. */
export interface Standing {
  seat: number;
  text: string;
  winner: boolean;
}

export interface Outcome {
  winners: number[];
  names: string[];
  title: string;
  sentence: string;
  /** Winners first, then by complete sets. */
  standings: Standing[];
}

/** The whole screen for whoever may look now. */
export interface Table {
  game: string;
  title: string;
  viewer: number | null;
  status: string;
  seats: SeatModel[];
  centre: Zone[];
  prompt: Prompt | null;
  selection: Selection | null;
  curtain: Curtain | null;
  log: LogLine[];
  toast: string;
  events: Anim[];
  stage: Beat[];
  frames: Frame[];
  /** relaxed | normal | quick | instant */
  speed: string;
  /** aimed | always | never: when a lone human is asked to answer a Just Say No / Nope!; "" where the game keeps its own (a lesson). */
  ask: string;
  bot: BotDue | null;
  outcome: Outcome | null;
  query: string;
  version: number;
}

// --- the worker protocol (docs/table-model.md, app/worker_api.py) --------------------------------

/** A record's settings besides seats and seed. */
export interface SaveOptions { variants: string[]; first: number; speed: string; ask: string }

/** What the saved-games list shows of a record without replaying it. */
export interface SaveSummary { title: string; round: number; over: boolean; result: string; winners: string[] }

/** A game's record as the worker writes it (app/saves.py `make_record`); the page keeps its text. */
export interface SaveRecord {
  format: string;
  schema: number;
  id: string;
  game: string;
  options: SaveOptions;
  seed: number;
  seats: string[];
  names: string[];
  actions: unknown[];
  saved_at: number;
  digest: string | null;
  summary: SaveSummary;
  /** The build of the code that wrote it (app/release.py); records of the release before have none. */
  release?: string;
}

/** A stored record's text under its key (the game's id), as the page sends it to be described. */
export interface StoredText {
  key: string;
  text: string;
}

/** One stored game described for the saved-games list (app/saves.py `list_item`). */
export interface SavesItem {
  key: string;
  id: string;
  status: "ok" | "old" | "damaged";
  message: string;
  title: string;
  game: string;
  players: string;
  saved_at: number;
  round: number | null;
  over: boolean;
  result: string;
  query: string;
}

/** One row of the statistics table (app/stats.py `rows`). */
export interface StatsRow {
  name: string;
  game: string;
  level: string;
  games: number;
  wins: number;
}

/** The end screen's story (app/story.py): charts per round and key moments. */
export interface Story {
  charts: StoryChart[];
  moments: string[];
}

export interface StoryChart {
  title: string;
  unit: string;
  rounds: number[];
  series: StorySeries[];
}

/** One player's line of a story chart. */
export interface StorySeries {
  seat: number;
  name: string;
  values: number[];
}

/** The move a lesson waits for, as the model offers it (app/tutorial/coach.py `target`). */
export interface LessonTarget {
  action: string;
  key: string;
  label: string;
  card: number | null;
  in_hand: boolean;
  aimed: boolean;
  group: string;
}

/** One step of a lesson in the lesson panel's list. */
export interface LessonStep {
  title: string;
  done: boolean;
}

/** The boot's step under way (ui/worker.js): download, compile the wasm, start (or restore) Python, load our code. */
export type BootStep = "download" | "compile" | "start" | "restore" | "load";
export interface ProgressReply { type: "progress"; step: BootStep; loaded: number; total: number }
export interface ReadyReply { type: "ready"; boot: "fresh" | "snapshot" }
/** `remote`: seat (as a string key) -> that seat's own model, for its guest. */
export interface TableReply { type: "table"; model: Table; remote: Record<string, Table> }
export interface RemoteRefusedReply { type: "remote_refused"; seat: number | null; message: string }
export interface SavedReply { type: "saved"; text: string; filename: string }
/** `seal`: hands are hidden (hot-seat): keep the record only with its seed sealed (ui/seal.js). */
export interface AutosaveReply {
  type: "autosave"; record: SaveRecord; base: string | null; origin: "play" | "import"; seal: boolean;
}
export interface BehindReply { type: "behind"; id: string; text: string; message: string }
export interface NoteReply { type: "note"; text: string }
export interface SavesReply { type: "saves"; items: SavesItem[] }
/** `text` null: store nothing (statistics of a newer version are kept as they are). */
export interface StatsReply { type: "stats"; text: string | null; rows: StatsRow[]; message: string }
export interface StoryReply { type: "story"; story: Story; link: string }
export interface ReplayReply {
  type: "replay";
  step: number;
  steps: number;
  line: string;
  title: string;
  finished: boolean;
  link: string;
  model: Table;
}
export interface LessonReply {
  type: "lesson";
  game: string;
  title: string;
  at: number;
  steps: LessonStep[];
  current: number;
  finished: boolean;
  text: string;
  after: string;
  target: LessonTarget | null;
  note: string;
}
/** With a `report` (an object, or the page's own text) it is a crash; without, a user error. */
export interface ErrorReply { type: "error"; message: string; report: Record<string, unknown> | string | null }
/** Posted by ui/worker.js after the replies to each message. */
export interface DoneReply { type: "done" }

/** Everything the game worker posts to the page. */
export type WorkerReply = ProgressReply | ReadyReply | TableReply | RemoteRefusedReply | SavedReply
  | AutosaveReply | BehindReply | NoteReply | SavesReply | StatsReply | StoryReply | ReplayReply
  | LessonReply | ErrorReply | DoneReply;

/** How the page's parts post a message to the game worker. */
export type SendToWorker = (message: PageMessage) => void;

export interface StartMessage { type: "start"; query: string }
export interface ActMessage { type: "act"; key: string }
export interface RemoteActMessage { type: "remote_act"; seat: number; key: string }
/** The guest playing ``seat`` on another device dropped: a bot plays that seat from now on. */
export interface RemoteToBotMessage { type: "remote_to_bot"; seat: number }
export interface LiftCurtainMessage { type: "lift_curtain" }
export interface AiStepMessage { type: "ai_step" }
export interface PaceMessage { type: "pace"; speed: string }
export interface AskMessage { type: "ask"; ask: string }
export interface SaveMessage { type: "save" }
export interface LoadMessage { type: "load"; text: string; origin: "kept" | "import" }
export interface ClashMessage { type: "clash"; text: string; origin: "tab" | "import" | "watch" }
export interface ForkMessage { type: "fork" }
export interface ListMessage { type: "list"; records: StoredText[] }
export interface ReplayTextMessage { type: "replay"; text: string }
export interface ReplayLinkMessage { type: "replay"; link: string }
export interface ReplayStepMessage { type: "replay_step"; step: number }
export interface StatsMessage { type: "stats"; text: string | null; record?: SaveRecord }
export interface LearnMessage { type: "learn"; lesson: string; at: number; speed: string }

/** Everything the page posts to the game worker. */
export type PageMessage = StartMessage | ActMessage | RemoteActMessage | RemoteToBotMessage | LiftCurtainMessage
  | AiStepMessage
  | PaceMessage | AskMessage | SaveMessage | LoadMessage | ClashMessage | ForkMessage | ListMessage
  | ReplayTextMessage | ReplayLinkMessage | ReplayStepMessage | StatsMessage | LearnMessage;
