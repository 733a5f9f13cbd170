// What a page gives the navigation tree: where its nodes come from, lazily per parent, and what may be done to them.

export interface NavNode {
  id: string;
  name: string;
  /** Whether the node may have children (they are asked for only when it is opened). */
  hasChildren: boolean;
  /** A disabled node is shown as such; only the operations' enable brings it back. */
  disabled?: boolean;
}

/** The nodes under a parent (null: the roots), read when the parent is open or searched. */
export interface NavNodeSource {
  children(parentId: string | null): Promise<NavNode[]>;
}

/** What the tree's dialogs and forms may do; each throws a NavTreeRefusal for input the source refuses. */
export interface NavNodeOperations {
  /** Creates a child of `parentId` (null: a root); the answer is the new node's id. */
  create(parentId: string | null, name: string): Promise<string>;
  rename(id: string, name: string): Promise<void>;
  remove(id: string): Promise<void>;
  setDisabled(id: string, disabled: boolean): Promise<void>;
}

/** A node as the tree draws it: open ones with their children, a search's matches marked. */
export interface ShownNode {
  node: NavNode;
  level: number;
  /** The children read for an open node; undefined while closed. */
  children?: ShownNode[];
  /** The search text matches this node's name (its ancestors are shown for it, unmarked). */
  match?: boolean;
}

/** The selected node as read, with its parent (null: a root): what the operations act on. */
export interface SelectedNode {
  node: NavNode;
  parentId: string | null;
}

/** An operation the node source refuses: the dialog shows the message of `key` with the input kept. */
export class NavTreeRefusal extends Error {
  readonly key: string;
  constructor(key: string) {
    super(key);
    this.key = key;
  }
}
