/** What every page the shell renders itself is given: its title in the route table, its h1. */
export interface ShellPageProps {
  title: string;
}
