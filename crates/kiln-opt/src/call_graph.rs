//! The call graph seen by passes that move code across computations: an order in which
//! callees come before their callers, and which computations are pure (safe to evaluate at
//! compile time, duplicate, hoist or drop).

use kiln_hlo::{CompId, Instruction, Module, Opcode};

/// Every computation of `module`, each after all the computations it calls. Computations
/// that nothing reachable calls are included too (in index order among themselves).
pub fn callees_first(module: &Module) -> Vec<CompId> {
    let n = module.computations.len();
    let mut state = vec![0u8; n]; // 0 = new, 1 = on stack, 2 = done
    let mut order = Vec::with_capacity(n);
    for start in 0..n {
        if state[start] != 0 {
            continue;
        }
        let mut stack: Vec<(usize, Vec<CompId>)> = vec![(start, callees(module, start))];
        state[start] = 1;
        while let Some((node, pending)) = stack.last_mut() {
            let node = *node;
            match pending.pop() {
                Some(c) if c.index() < n && state[c.index()] == 0 => {
                    state[c.index()] = 1;
                    let next = callees(module, c.index());
                    stack.push((c.index(), next));
                }
                Some(_) => {}
                None => {
                    state[node] = 2;
                    order.push(CompId(node as u32));
                    stack.pop();
                }
            }
        }
    }
    order
}

fn callees(module: &Module, comp: usize) -> Vec<CompId> {
    let mut out: Vec<CompId> = module.computations[comp]
        .instructions
        .iter()
        .flat_map(Instruction::called_computations)
        .collect();
    // Popped from the back: reverse so that callees are visited in text order.
    out.reverse();
    out
}

/// Whether an opcode, by itself, may be evaluated at compile time, duplicated or moved:
/// no side effect, no dependence on where or how often it runs (rng, replica ids,
/// collectives, dynamic sizes), and no role beyond its value (opt-barrier).
pub fn opcode_is_pure(opcode: Opcode) -> bool {
    use Opcode::*;
    !opcode.has_side_effect()
        && !matches!(
            opcode,
            Parameter
                | Rng
                | RngBitGenerator
                | RngGetAndUpdateState
                | PartitionId
                | ReplicaId
                | OptimizationBarrier
                | AddDependency
                | Domain
                | AfterAll
                | AllGather
                | AllGatherStart
                | AllGatherDone
                | AllReduce
                | AllReduceStart
                | AllReduceDone
                | AllToAll
                | RaggedAllToAll
                | ReduceScatter
                | CollectiveBroadcast
                | CollectivePermute
                | CollectivePermuteStart
                | CollectivePermuteDone
                | AsyncStart
                | AsyncUpdate
                | AsyncDone
                | CopyStart
                | CopyDone
                | Send
                | SendDone
                | Recv
                | RecvDone
                | Infeed
                | Outfeed
                | CustomCall
                | GetDimensionSize
                | SetDimensionSize
                | DynamicReshape
        )
}

/// Answers "is this instruction pure, including everything it calls?" with a memo per
/// computation. A `while` counts as impure: its trip count is unbounded, so evaluating or
/// hoisting one could run forever where the original program would not have run it at all.
pub struct Purity<'m> {
    module: &'m Module,
    memo: Vec<Option<bool>>,
}

impl<'m> Purity<'m> {
    pub fn new(module: &'m Module) -> Self {
        Purity {
            module,
            memo: vec![None; module.computations.len()],
        }
    }

    pub fn instruction(&mut self, instr: &Instruction) -> bool {
        opcode_is_pure(instr.opcode)
            && instr.opcode != Opcode::While
            && instr
                .called_computations()
                .into_iter()
                .all(|c| self.computation(c))
    }

    /// Whether every instruction of `comp` (parameters excepted) is pure.
    pub fn computation(&mut self, comp: CompId) -> bool {
        let Some(slot) = self.memo.get(comp.index()) else {
            return false;
        };
        if let Some(known) = slot {
            return *known;
        }
        // Provisionally impure, so that a (malformed) recursive call graph terminates.
        self.memo[comp.index()] = Some(false);
        let module = self.module;
        let pure = module
            .comp(comp)
            .instructions
            .iter()
            .all(|i| i.opcode == Opcode::Parameter || self.instruction(i));
        self.memo[comp.index()] = Some(pure);
        pure
    }
}
