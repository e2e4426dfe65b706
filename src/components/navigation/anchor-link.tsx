import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & ComponentPropsWithoutRef<'a'>>(
  function MantineAnchor(props, ref) {
    return <Anchor component="a" ref={ref} {...props} />;
  },
);

/** A Mantine Anchor with the router's typed `to`/`search` and intent preloading. */
export const AnchorLink = createLink(MantineAnchor);
