// The public entry of memorial (client-safe): what other features, pages and the app may import.
export { getProfileByUsername, memorialContract } from "./api/memorial.contract";
export { FamilyTree } from "./components/family-tree";
export { MemorialActions } from "./components/memorial-actions";
export { BirthdayBanner, MemorialHeader } from "./components/memorial-header";
export { MemorialTabs } from "./components/memorial-tabs";
export type { MemorialTab } from "./components/memorial-tabs";
export { ReadMore } from "./components/read-more";
export { facebookShareUrl, SharePanel, whatsappShareUrl } from "./components/share-panel";
export { DESCRIPTION_PREVIEW } from "./memorial-text";
export { buildFamilyTree, type FamilyTree as FamilyTreeData, type Relative } from "./family-tree";
