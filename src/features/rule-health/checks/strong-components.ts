/**
 * Tarjan's strongly connected components of a directed graph given as adjacency lists, without
 * recursion (a chain of 100,000 synonym rules must not overflow the stack). Returns each node's
 * component id; nodes of one cycle share an id.
 */
export function strongComponents(edges: readonly (readonly number[])[]): Int32Array {
  const count = edges.length;
  const index = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const component = new Int32Array(count).fill(-1);
  const onStack = new Uint8Array(count);
  const stack: number[] = [];
  // The depth-first path: node and the position of the next edge to follow.
  const path: number[] = [];
  const nextEdge: number[] = [];
  let counter = 0;
  let components = 0;

  for (let root = 0; root < count; root++) {
    if (index[root] !== -1) continue;
    path.push(root);
    nextEdge.push(0);
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (path.length > 0) {
      const top = path.length - 1;
      const node = path[top]!;
      const targets = edges[node]!;
      const edge = nextEdge[top]!;
      if (edge < targets.length) {
        nextEdge[top] = edge + 1;
        const target = targets[edge]!;
        if (index[target] === -1) {
          index[target] = low[target] = counter++;
          stack.push(target);
          onStack[target] = 1;
          path.push(target);
          nextEdge.push(0);
        } else if (onStack[target]) {
          low[node] = Math.min(low[node]!, index[target]!);
        }
        continue;
      }
      path.pop();
      nextEdge.pop();
      if (path.length > 0) {
        const parent = path[path.length - 1]!;
        low[parent] = Math.min(low[parent]!, low[node]!);
      }
      if (low[node] === index[node]) {
        let member: number;
        do {
          member = stack.pop()!;
          onStack[member] = 0;
          component[member] = components;
        } while (member !== node);
        components++;
      }
    }
  }
  return component;
}
