import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

const MantineButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & ComponentPropsWithoutRef<'a'>>(
  function MantineButtonAnchor(props, ref) {
    return <Button component="a" ref={ref} {...props} />;
  },
);

/** A link that looks like a Mantine Button, with the router's typed `to`/`search`. */
export const ButtonLink = createLink(MantineButtonAnchor);
