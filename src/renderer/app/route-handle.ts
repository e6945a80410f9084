/** Route metadata read by the shell's top bar. */
export interface RouteHandle {
  title: string;
}
