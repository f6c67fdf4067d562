// Mantine's stylesheets as its documentation lists them (mantine.dev, "CSS files list"): one
// import each for core, dates and notifications, the same in development, tests and production.
// The production build then drops the rules of components no chunk uses (scripts/vite/prune-unused-css.mjs).
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
