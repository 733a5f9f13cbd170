import { solidPng } from '../domain/files/solid-png.ts';

// The plain background of a map without tiles (static/css/dashboard.css, .map-view).
const GREY = 0xe5;

/** The tile answered when the provider has none to give: plain grey, 256 px square. */
export const BLANK_TILE = solidPng([GREY, GREY, GREY], 256);
