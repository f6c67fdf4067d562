import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import classes from './SkipLink.module.css';

export const mainContentId = 'main-content';

/**
 * The first stop of the Tab key: straight to the page's content, past the header's and the
 * sidebar's controls. Hidden until it has the keyboard focus.
 */
export function SkipLink() {
  const { t } = useLingui();
  return (
    <Button
      component="a"
      href={`#${mainContentId}`}
      className={classes.skip}
      onClick={(event) => {
        // Focus moves without touching the URL: a hash would be one more entry in the router's history.
        event.preventDefault();
        document.getElementById(mainContentId)?.focus();
      }}
    >
      {t`Skip to content`}
    </Button>
  );
}
