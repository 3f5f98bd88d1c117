//! Instructions, computations and modules.

use crate::attrs::{AttrsBox, CompId, InstrId, Metadata};
use crate::error::Span;
use crate::opcode::Opcode;
use crate::shape::{ProgramShape, Shape};

/// One HLO instruction. Operands and called computations are indices, so instructions are
/// plain data: equality and hashing are structural (spans never count, see [`Span`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Instruction {
    pub name: String,
    pub opcode: Opcode,
    pub shape: Shape,
    pub operands: Vec<InstrId>,
    /// Boxed, and absent when there are none (see [`AttrsBox`]).
    pub attrs: AttrsBox,
    /// `control-predecessors={...}`.
    pub control_predecessors: Vec<InstrId>,
    /// Boxed: most instructions have none, and it is 176 bytes.
    pub metadata: Option<Box<Metadata>>,
    /// `sharding={...}`, verbatim including braces.
    pub sharding: Option<String>,
    /// `frontend_attributes={...}`, verbatim including braces.
    pub frontend_attributes: Option<String>,
    /// `backend_config=...`, verbatim (a quoted string or a `{...}` JSON object).
    pub backend_config: Option<String>,
    /// Where the instruction was written (line of its name).
    pub span: Span,
}

impl Instruction {
    /// A new instruction with no attributes.
    pub fn new(
        name: impl Into<String>,
        opcode: Opcode,
        shape: Shape,
        operands: Vec<InstrId>,
    ) -> Self {
        Instruction {
            name: name.into(),
            opcode,
            shape,
            operands,
            attrs: AttrsBox::default(),
            control_predecessors: Vec::new(),
            metadata: None,
            sharding: None,
            frontend_attributes: None,
            backend_config: None,
            span: Span::default(),
        }
    }

    /// Whether two instructions compute the same value from the same operands: opcode, shape,
    /// operands and attributes equal; names, metadata and configs ignored. (What CSE needs.)
    pub fn computes_same_as(&self, other: &Instruction) -> bool {
        self.opcode == other.opcode
            && self.shape == other.shape
            && self.operands == other.operands
            && self.attrs == other.attrs
    }

    /// The computations this instruction calls, in attribute order.
    pub fn called_computations(&self) -> Vec<CompId> {
        let a = &self.attrs;
        let mut out = Vec::new();
        out.extend(a.to_apply);
        out.extend(a.calls.iter().flatten().copied());
        out.extend(a.condition);
        out.extend(a.body);
        out.extend(a.branch_computations.iter().flatten().copied());
        out.extend(a.true_computation);
        out.extend(a.false_computation);
        out.extend(a.select);
        out.extend(a.scatter);
        out
    }
}

/// A computation: a list of instructions (in text order), its parameters and its root.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Computation {
    pub name: String,
    pub instructions: Vec<Instruction>,
    /// `parameters[i]` is the instruction of `parameter(i)`.
    pub parameters: Vec<InstrId>,
    pub root: InstrId,
    /// Extra computation-level text such as `execution_thread="..."`, verbatim.
    pub attributes: Vec<(String, String)>,
    pub span: Span,
}

impl Computation {
    pub fn instr(&self, id: InstrId) -> &Instruction {
        &self.instructions[id.index()]
    }

    pub fn root_instr(&self) -> &Instruction {
        self.instr(self.root)
    }

    /// Instruction ids in an order where every operand comes before its users
    /// (text order when the text was already in that order). Unreachable instructions included.
    pub fn post_order(&self) -> Vec<InstrId> {
        let n = self.instructions.len();
        let mut state = vec![0u8; n]; // 0 = new, 1 = on stack, 2 = done
        let mut order = Vec::with_capacity(n);
        // (instruction, how many of its dependencies have been looked at)
        let mut stack: Vec<(usize, usize)> = Vec::new();
        for start in 0..n {
            if state[start] != 0 {
                continue;
            }
            stack.push((start, 0));
            state[start] = 1;
            while let Some(&mut (node, ref mut next)) = stack.last_mut() {
                let instr = &self.instructions[node];
                let dep = instr
                    .operands
                    .get(*next)
                    .or_else(|| {
                        let k = *next - instr.operands.len();
                        instr.control_predecessors.get(k)
                    })
                    .map(|o| o.index());
                if let Some(dep) = dep {
                    *next += 1;
                    if dep < n && state[dep] == 0 {
                        state[dep] = 1;
                        stack.push((dep, 0));
                    }
                } else {
                    state[node] = 2;
                    order.push(InstrId(node as u32));
                    stack.pop();
                }
            }
        }
        order
    }

    /// The computation's signature, from its parameter and root shapes.
    pub fn program_shape(&self) -> ProgramShape {
        ProgramShape {
            parameters: self
                .parameters
                .iter()
                .map(|p| self.instr(*p).shape.clone())
                .collect(),
            result: self.root_instr().shape.clone(),
        }
    }

    /// Finds an instruction by name.
    pub fn find(&self, name: &str) -> Option<InstrId> {
        self.instructions
            .iter()
            .position(|i| i.name == name)
            .map(|i| InstrId(i as u32))
    }
}

/// Module-level header attributes (`HloModule name, key=value, ...`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct ModuleConfig {
    pub entry_computation_layout: Option<ProgramShape>,
    pub is_scheduled: Option<bool>,
    /// `input_output_alias={...}`, verbatim including braces.
    pub input_output_alias: Option<String>,
    /// Any other header attributes, verbatim: (name, value text) in text order.
    pub other: Vec<(String, String)>,
}

/// An HLO module: computations (callees before callers, as text order gives) and an entry.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Module {
    pub name: String,
    pub config: ModuleConfig,
    pub computations: Vec<Computation>,
    pub entry: CompId,
    /// The `FileNames`/`FunctionNames`/`FileLocations`/`StackFrames` section after the
    /// computations, verbatim, when present.
    pub stack_frames: Option<String>,
}

impl Module {
    pub fn comp(&self, id: CompId) -> &Computation {
        &self.computations[id.index()]
    }

    pub fn entry_computation(&self) -> &Computation {
        self.comp(self.entry)
    }

    pub fn find_computation(&self, name: &str) -> Option<CompId> {
        self.computations
            .iter()
            .position(|c| c.name == name)
            .map(|i| CompId(i as u32))
    }

    /// Total number of instructions over all computations.
    pub fn instruction_count(&self) -> usize {
        self.computations.iter().map(|c| c.instructions.len()).sum()
    }
}
