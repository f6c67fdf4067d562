import {
  ActionIcon,
  Anchor,
  Button,
  type ActionIconProps,
  type AnchorProps,
  type ButtonProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

// Mantine components as router links that keep the typed `to` and `search` (STACK.md: createLink).
function ButtonAnchor(props: ButtonProps & ComponentPropsWithRef<'a'>) {
  return <Button component="a" {...props} />;
}
function TextAnchor(props: AnchorProps & ComponentPropsWithRef<'a'>) {
  return <Anchor {...props} />;
}
function ActionIconAnchor(props: ActionIconProps & ComponentPropsWithRef<'a'>) {
  return <ActionIcon component="a" {...props} />;
}

export const ButtonLink = createLink(ButtonAnchor);
export const AnchorLink = createLink(TextAnchor);
export const ActionIconLink = createLink(ActionIconAnchor);
