// The landing's screens in every language and every page's share card (builder/drawn-images.mjs).
export { default } from "../drawn-images.mjs";
