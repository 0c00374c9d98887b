// Wrapped: the phone menu button is rendered by scripts only; without JavaScript a phone reader gets a link to the list of sections next to the logo.
import React, {type ReactNode} from 'react';
import Logo from '@theme-original/Navbar/Logo';
import Link from '@docusaurus/Link';

export default function LogoWrapper(): ReactNode {
  return (
    <>
      <noscript>
        <Link className="navbar-sections-nojs" to="/#основные-разделы">
          Разделы
        </Link>
      </noscript>
      <Logo />
    </>
  );
}
