// The script of the sign-in pages (views/login): no htmx, only what their forms use.
import { enablePageBasics } from './behaviours/page-basics.ts';
import { enableSignInForms } from './behaviours/sign-in-forms.ts';

enablePageBasics(document);
enableSignInForms(document);
