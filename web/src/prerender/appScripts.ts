/**
 * The `<template>` a prerendered page keeps the app's scripts in until it has been painted: the build
 * (pageDocument) writes it, the page's start script (startAfterFirstPaint) reads it.
 */
export const APP_SCRIPTS_TEMPLATE_ID = 'app-scripts';

/** The start script's module, as the build manifest names it. */
export const START_SCRIPT_MODULE = 'src/prerender/startAfterFirstPaint.ts';
