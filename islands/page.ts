// The script of a page framed by neither the shell nor the sign-in card (a message for a signed-out visitor).
import { enablePageBasics } from './behaviours/page-basics.ts';

enablePageBasics(document);
