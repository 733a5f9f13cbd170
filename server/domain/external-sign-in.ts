/** An external sign-in (OAuth2) client as the sign-in page links to it, its link already carrying prevUri. */
export interface ExternalSignIn {
  name: string;
  href: string;
}
