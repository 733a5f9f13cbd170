/** The profile form's fields, as the user typed them or as the platform's user record holds them. */
export interface ProfileForm {
  email: string;
  firstName: string;
  lastName: string;
  lang: string;
  defaultDashboardId: string;
  defaultDashboardFullscreen: boolean;
}

/** A dashboard the user may choose as the default one. */
export interface DashboardChoice {
  id: string;
  title: string;
}
