//! Turns the fusion decisions for one computation into HLO: a `fusion` instruction per
//! group, calling a new fused computation whose parameters are the group's inputs and whose
//! root is its value (a tuple for multi-output fusions, read through get-tuple-element).
//! Groups are emitted operands first; instructions left unfused are copied unchanged.

use super::graph::{FusionGraph, GroupId};
use kiln_hlo::{
    CompId, Computation, Error, FusionKind, InstrId, Instruction, Module, Opcode, Shape, Span,
};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};

/// Module-wide names for new fusions: `fusion.N` calling `fused_computation.N`, as XLA
/// prints them.
pub struct Names {
    computations: HashSet<String>,
    next: usize,
}

impl Names {
    pub fn new(module: &Module) -> Self {
        Names {
            computations: module.computations.iter().map(|c| c.name.clone()).collect(),
            next: 1,
        }
    }

    /// A fresh (instruction, computation) name pair; the instruction name is not in `taken`.
    fn fresh(&mut self, taken: &HashSet<String>) -> (String, String) {
        loop {
            let n = self.next;
            self.next += 1;
            let instr = format!("fusion.{n}");
            let comp = format!("fused_computation.{n}");
            if !taken.contains(&instr) && !self.computations.contains(&comp) {
                self.computations.insert(comp.clone());
                return (instr, comp);
            }
        }
    }
}

/// The rewritten computation and the fused computations it calls, whose ids are
/// `first_comp_id`, `first_comp_id + 1`, ... in order.
pub struct Emitted {
    pub computation: Computation,
    pub fused: Vec<Computation>,
}

pub fn emit(
    graph: &FusionGraph,
    kinds: &[Option<FusionKind>],
    names: &mut Names,
    first_comp_id: usize,
) -> Result<Emitted, Error> {
    let comp = graph.comp;
    let mut taken: HashSet<String> = comp.instructions.iter().map(|i| i.name.clone()).collect();
    let mut instrs: Vec<Instruction> = Vec::new();
    let mut fused = Vec::new();
    let mut value: Vec<Option<InstrId>> = vec![None; comp.instructions.len()];
    for g in topological_order(graph)? {
        let group = &graph.groups[g];
        let Some(kind) = kinds[g] else {
            let mut copy = comp.instr(group.roots[0]).clone();
            copy.operands = lookup_all(comp, &value, &copy.operands)?;
            copy.control_predecessors = lookup_all(comp, &value, &copy.control_predecessors)?;
            value[group.roots[0].index()] = Some(push(&mut instrs, copy));
            continue;
        };
        let inputs = graph.inputs(g);
        let (instr_name, comp_name) = names.fresh(&taken);
        taken.insert(instr_name.clone());
        let body = fused_computation(graph, g, &inputs, comp_name)?;
        let root = graph.comp.instr(group.roots[0]);
        let mut fusion = Instruction::new(
            instr_name,
            Opcode::Fusion,
            body.root_instr().shape.clone(),
            lookup_all(comp, &value, &inputs)?,
        );
        fusion.attrs.fusion_kind = Some(kind);
        fusion.attrs.calls = Some(vec![CompId((first_comp_id + fused.len()) as u32)]);
        fusion.metadata = root.metadata.clone();
        fused.push(body);
        let id = push(&mut instrs, fusion);
        if let [single] = group.roots[..] {
            value[single.index()] = Some(id);
            continue;
        }
        for (i, r) in group.roots.iter().enumerate() {
            let old = comp.instr(*r);
            let mut gte = Instruction::new(
                old.name.clone(),
                Opcode::GetTupleElement,
                old.shape.clone(),
                vec![id],
            );
            gte.attrs.index = Some(i as i64);
            value[r.index()] = Some(push(&mut instrs, gte));
        }
    }
    let computation = Computation {
        name: comp.name.clone(),
        parameters: lookup_all(comp, &value, &comp.parameters)?,
        root: lookup(comp, &value, comp.root)?,
        instructions: instrs,
        attributes: comp.attributes.clone(),
        span: comp.span,
    };
    Ok(Emitted { computation, fused })
}

fn push(instrs: &mut Vec<Instruction>, instr: Instruction) -> InstrId {
    instrs.push(instr);
    InstrId((instrs.len() - 1) as u32)
}

fn lookup(comp: &Computation, value: &[Option<InstrId>], old: InstrId) -> Result<InstrId, Error> {
    value.get(old.index()).copied().flatten().ok_or_else(|| {
        Error::msg(format!(
            "fusion of {}: {} is read before it is computed",
            comp.name,
            comp.instructions
                .get(old.index())
                .map_or("?", |i| i.name.as_str())
        ))
    })
}

fn lookup_all(
    comp: &Computation,
    value: &[Option<InstrId>],
    old: &[InstrId],
) -> Result<Vec<InstrId>, Error> {
    old.iter().map(|o| lookup(comp, value, *o)).collect()
}

/// Live groups, each after the groups whose values it reads (Kahn's algorithm), in text
/// order where the dependences allow it.
fn topological_order(graph: &FusionGraph) -> Result<Vec<GroupId>, Error> {
    let comp = graph.comp;
    let live: Vec<GroupId> = graph.live_groups().collect();
    let mut waiting_on: HashMap<GroupId, usize> = HashMap::new();
    let mut dependents: HashMap<GroupId, Vec<GroupId>> = HashMap::new();
    for &g in &live {
        let mut reads = graph.inputs(g);
        for m in &graph.groups[g].members {
            reads.extend(&comp.instr(*m).control_predecessors);
        }
        let mut producers: Vec<GroupId> = Vec::new();
        for v in reads {
            let h = graph.materializer[v.index()].ok_or_else(|| {
                Error::msg(format!(
                    "fusion of {}: {} is read but no longer computed",
                    comp.name,
                    comp.instr(v).name
                ))
            })?;
            if h != g && !producers.contains(&h) {
                producers.push(h);
            }
        }
        waiting_on.insert(g, producers.len());
        for h in producers {
            dependents.entry(h).or_default().push(g);
        }
    }
    let position = |g: GroupId| {
        graph.groups[g]
            .roots
            .iter()
            .map(|r| graph.position[r.index()])
            .min()
            .unwrap_or(0)
    };
    let mut ready: BinaryHeap<Reverse<(usize, GroupId)>> = live
        .iter()
        .filter(|g| waiting_on[g] == 0)
        .map(|&g| Reverse((position(g), g)))
        .collect();
    let mut order = Vec::with_capacity(live.len());
    while let Some(Reverse((_, g))) = ready.pop() {
        order.push(g);
        for &d in dependents.get(&g).map_or(&[][..], |v| &v[..]) {
            let count = waiting_on.entry(d).or_insert(0);
            *count -= 1;
            if *count == 0 {
                ready.push(Reverse((position(d), d)));
            }
        }
    }
    if order.len() != live.len() {
        return Err(Error::msg(format!(
            "fusion of {}: the fusion decisions form a cycle",
            comp.name
        )));
    }
    Ok(order)
}

/// The computation a fusion calls: one parameter per input, the members in dependence
/// order, and the root (or a tuple of the roots).
fn fused_computation(
    graph: &FusionGraph,
    g: GroupId,
    inputs: &[InstrId],
    name: String,
) -> Result<Computation, Error> {
    let comp = graph.comp;
    let members = graph.members_in_order(g);
    let mut taken: HashSet<String> = members
        .iter()
        .map(|m| comp.instr(*m).name.clone())
        .collect();
    let mut fresh = |base: String| {
        let mut candidate = base.clone();
        let mut k = 1;
        while taken.contains(&candidate) {
            candidate = format!("{base}.{k}");
            k += 1;
        }
        taken.insert(candidate.clone());
        candidate
    };
    let mut instrs = Vec::new();
    let mut local: HashMap<InstrId, InstrId> = HashMap::new();
    let inside = |local: &HashMap<InstrId, InstrId>, old: &InstrId| {
        local.get(old).copied().ok_or_else(|| {
            Error::msg(format!(
                "fusion of {}: {} is neither fused nor an input of the fusion",
                comp.name,
                comp.instr(*old).name
            ))
        })
    };
    for (i, input) in inputs.iter().enumerate() {
        let shape = comp.instr(*input).shape.clone();
        let mut param = Instruction::new(
            fresh(format!("param_{i}")),
            Opcode::Parameter,
            shape,
            vec![],
        );
        param.attrs.parameter_number = Some(i as i64);
        local.insert(*input, push(&mut instrs, param));
    }
    for m in &members {
        let mut copy = comp.instr(*m).clone();
        // Every operand is a member or an input, and members come in dependence order.
        copy.operands = copy
            .operands
            .iter()
            .map(|o| inside(&local, o))
            .collect::<Result<_, _>>()?;
        copy.control_predecessors.clear();
        local.insert(*m, push(&mut instrs, copy));
    }
    let roots = &graph.groups[g].roots;
    let root = match roots[..] {
        [single] => inside(&local, &single)?,
        _ => {
            let shapes = roots.iter().map(|r| comp.instr(*r).shape.clone()).collect();
            let operands = roots
                .iter()
                .map(|r| inside(&local, r))
                .collect::<Result<_, _>>()?;
            let tuple = Instruction::new(
                fresh("tuple".to_string()),
                Opcode::Tuple,
                Shape::Tuple(shapes),
                operands,
            );
            push(&mut instrs, tuple)
        }
    };
    Ok(Computation {
        name,
        parameters: (0..inputs.len()).map(|i| InstrId(i as u32)).collect(),
        root,
        instructions: instrs,
        attributes: Vec::new(),
        span: Span::default(),
    })
}
