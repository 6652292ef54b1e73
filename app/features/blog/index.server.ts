// The public entry of blog's server services: what other features, pages and the app may import.
export { allArticles } from "./blog.server";
