/**
 * A directed graph in compressed rows: the edges of node i are targets[offsets[i] .. offsets[i + 1]).
 * One flat array instead of an array per node: 100,000 synonym rules make 100,000 nodes.
 */
export interface Graph {
  offsets: Int32Array;
  targets: Int32Array;
}

export const nodeCount = (graph: Graph): number => graph.offsets.length - 1;

/**
 * Tarjan's strongly connected components, without recursion (a chain of 100,000 synonym rules must
 * not overflow the stack). Returns each node's component id; nodes of one cycle share an id.
 */
export function strongComponents(graph: Graph): Int32Array {
  const { offsets, targets } = graph;
  const count = nodeCount(graph);
  const index = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const component = new Int32Array(count).fill(-1);
  const onStack = new Uint8Array(count);
  const stack = new Int32Array(count);
  let stackSize = 0;
  // The depth-first path: node and the next of its edges to follow.
  const path = new Int32Array(count);
  const nextEdge = new Int32Array(count);
  let depth = 0;
  let counter = 0;
  let components = 0;

  const visit = (node: number) => {
    index[node] = low[node] = counter++;
    stack[stackSize++] = node;
    onStack[node] = 1;
    path[depth] = node;
    nextEdge[depth] = offsets[node]!;
    depth++;
  };

  for (let root = 0; root < count; root++) {
    if (index[root] !== -1) continue;
    visit(root);
    while (depth > 0) {
      const node = path[depth - 1]!;
      const edge = nextEdge[depth - 1]!;
      if (edge < offsets[node + 1]!) {
        nextEdge[depth - 1] = edge + 1;
        const target = targets[edge]!;
        if (index[target] === -1) visit(target);
        else if (onStack[target]) low[node] = Math.min(low[node]!, index[target]!);
        continue;
      }
      depth--;
      if (depth > 0) {
        const parent = path[depth - 1]!;
        low[parent] = Math.min(low[parent]!, low[node]!);
      }
      if (low[node] === index[node]) {
        let member: number;
        do {
          member = stack[--stackSize]!;
          onStack[member] = 0;
          component[member] = components;
        } while (member !== node);
        components++;
      }
    }
  }
  return component;
}
