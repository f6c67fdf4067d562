// Two house rules for README.md and docs/ that remark-validate-links does not cover (npm run
// docs:check, configured in .remarkrc.mjs). A clone has nothing beside the repository, so a link
// that leaves it is broken for every reader even when it resolves on the author's machine; and the
// README stays a newcomer's short read, with the rest in docs/.
import { isAbsolute, relative, resolve } from 'node:path';

/** A URL with a scheme (https:, mailto:, …) or only a fragment is not a path in the repository. */
const isRepositoryPath = (url) => url !== '' && !url.startsWith('#') && !/^[a-z][a-z\d+.-]*:/i.test(url);

function* nodesWithUrl(node) {
  if (typeof node.url === 'string') yield node;
  for (const child of node.children ?? []) yield* nodesWithUrl(child);
}

/** Every link, image and link definition with a path must stay inside the repository (file.cwd). */
export function linksInsideRepository() {
  return (tree, file) => {
    const root = resolve(file.cwd);
    const base = resolve(root, file.dirname ?? '.');
    for (const node of nodesWithUrl(tree)) {
      if (!isRepositoryPath(node.url)) continue;
      const path = decodeURI(node.url.replace(/[?#].*$/, ''));
      const target = path.startsWith('/') ? path : resolve(base, path);
      const inside = relative(root, target);
      if (inside.startsWith('..') || isAbsolute(inside)) {
        file.message(`Link to \`${node.url}\` leaves the repository: link only to files inside it`, node);
      }
    }
  };
}

/** README.md at the root stays under `max` lines. */
export function readmeLength({ max = 300 } = {}) {
  return (_tree, file) => {
    if (relative(resolve(file.cwd), resolve(file.cwd, file.path ?? '')) !== 'README.md') return;
    const lines = String(file.value).replace(/\n$/, '').split('\n').length;
    if (lines > max) {
      file.message(`README.md has ${lines} lines, more than ${max}: move the detail into docs/`);
    }
  };
}
