//! A compiled computation: its buffer assignment and its thunk list, and how to run it.
//!
//! Running a program resolves every buffer to a pointer (parameters to the caller's inputs,
//! constants to the program's own literals, the rest into a fresh arena), runs the thunks in
//! schedule order, and copies the root's leaves to the caller's output pointers.

use super::build::build_thunks;
use super::kernel_source::KernelSource;
use super::memory::{literal_ptr, Arena, SendPtr};
use super::thunk::{Thunk, ThunkContext};
use super::CompileOptions;
use kiln_hlo::{ArrayLiteral, CompId, ConstantValue, Error, Module, Opcode, Shape};
use kiln_opt::buffer_assignment::{assign_buffers, BufferAssignment, BufferId, BufferKind};
use std::sync::Arc;

/// Why an instruction runs on the interpreter instead of compiled code.
#[derive(Clone, Debug)]
pub struct Fallback {
    pub instruction: String,
    pub opcode: Opcode,
    pub reason: String,
}

/// What compiling produced, for `--explain` and statistics.
#[derive(Clone, Debug, Default)]
pub struct ProgramStats {
    pub kernels: usize,
    pub library_calls: usize,
    pub fallbacks: Vec<Fallback>,
    pub arena_bytes: usize,
}

impl ProgramStats {
    pub fn absorb(&mut self, other: &ProgramStats) {
        self.kernels += other.kernels;
        self.library_calls += other.library_calls;
        self.fallbacks.extend(other.fallbacks.iter().cloned());
        self.arena_bytes += other.arena_bytes;
    }
}

/// One computation, compiled.
pub struct Program {
    pub name: String,
    pub assignment: BufferAssignment,
    pub thunks: Vec<Thunk>,
    /// `param_leaf_start[p]` is the index of parameter `p`'s first leaf in the flat list of
    /// parameter pointers `run` receives.
    pub param_leaf_start: Vec<usize>,
    pub root_leaves: Vec<BufferId>,
    /// Literal data of constant buffers, by buffer id.
    constants: Vec<(BufferId, ArrayLiteral)>,
    /// Statistics of this program and every nested one.
    pub stats: ProgramStats,
    /// Arenas of finished runs, reused so that a run does not page-fault fresh memory.
    spare_arenas: std::sync::Mutex<Vec<Arena>>,
}

impl Program {
    /// Compiles computation `comp` of `module` (which has already been optimized and fused),
    /// taking its kernels (and those of nested programs) from `kernels`.
    pub fn compile(
        module: &Arc<Module>,
        comp: CompId,
        options: &CompileOptions,
        kernels: &mut KernelSource,
    ) -> Result<Program, Error> {
        let computation = module.comp(comp);
        let assignment = assign_buffers(computation)?;
        let mut stats = ProgramStats {
            arena_bytes: assignment.arena_size,
            ..Default::default()
        };
        let thunks = build_thunks(module, comp, &assignment, options, kernels, &mut stats)?;
        let mut param_leaf_start = Vec::new();
        let mut next = 0;
        for &p in &computation.parameters {
            param_leaf_start.push(next);
            next += array_leaf_count(&computation.instr(p).shape);
        }
        let constants = collect_constants(computation, &assignment)?;
        Ok(Program {
            name: computation.name.clone(),
            root_leaves: assignment.leaves[computation.root.index()].clone(),
            assignment,
            thunks,
            param_leaf_start,
            constants,
            stats,
            spare_arenas: Default::default(),
        })
    }

    /// Runs the program: `params` are the parameters' leaf pointers (flattened in parameter
    /// order), `outputs` receive the root's leaves.
    pub fn run(
        &self,
        ctx: &ThunkContext,
        params: &[SendPtr],
        outputs: &[SendPtr],
    ) -> Result<(), Error> {
        let mut arena = self.take_arena();
        let buffers = self.resolve_buffers(&mut arena, params)?;
        for thunk in &self.thunks {
            thunk.run(ctx, &buffers)?;
        }
        if outputs.len() != self.root_leaves.len() {
            return Err(Error::msg(format!(
                "{}: {} output buffers given, the root has {} leaves",
                self.name,
                outputs.len(),
                self.root_leaves.len()
            )));
        }
        for (leaf, out) in self.root_leaves.iter().zip(outputs) {
            let bytes = self.assignment.buffer(*leaf).bytes;
            let src = buffers[leaf.0 as usize];
            if src.0 != out.0 {
                // SAFETY: both point at `bytes` bytes of the same array shape; distinct buffers.
                unsafe { std::ptr::copy(src.0, out.0, bytes) };
            }
        }
        self.return_arena(arena);
        Ok(())
    }

    /// A spare arena, or a new one (several threads may run the program at once).
    fn take_arena(&self) -> Arena {
        let spare = self.spare_arenas.lock().ok().and_then(|mut v| v.pop());
        spare.unwrap_or_else(|| Arena::new(self.assignment.arena_size))
    }

    fn return_arena(&self, arena: Arena) {
        if let Ok(mut spare) = self.spare_arenas.lock() {
            // Keep a few: enough for the threads that run one executable at once.
            if spare.len() < 4 {
                spare.push(arena);
            }
        }
    }

    /// A pointer for every buffer of the assignment.
    fn resolve_buffers(
        &self,
        arena: &mut Arena,
        params: &[SendPtr],
    ) -> Result<Vec<SendPtr>, Error> {
        let base = arena.base();
        let mut ptrs = vec![SendPtr(std::ptr::null_mut()); self.assignment.buffers.len()];
        for (i, buffer) in self.assignment.buffers.iter().enumerate() {
            ptrs[i] = match &buffer.kind {
                BufferKind::Arena { offset } => {
                    // SAFETY: the assignment placed every arena buffer inside arena_size.
                    SendPtr(unsafe { base.add(*offset) })
                }
                BufferKind::Parameter { number, leaf } => {
                    let index = self.param_leaf_start.get(*number).map(|s| s + leaf);
                    *index.and_then(|i| params.get(i)).ok_or_else(|| {
                        Error::msg(format!("{}: missing parameter {number}", self.name))
                    })?
                }
                BufferKind::Constant(_) => SendPtr(std::ptr::null_mut()),
            };
        }
        for (id, literal) in &self.constants {
            ptrs[id.0 as usize] = SendPtr(literal_ptr(literal));
        }
        Ok(ptrs)
    }
}

/// Number of array leaves of a shape (tokens own no buffer).
pub fn array_leaf_count(shape: &Shape) -> usize {
    shape.leaves().iter().filter(|s| s.is_array()).count()
}

fn collect_constants(
    comp: &kiln_hlo::Computation,
    assignment: &BufferAssignment,
) -> Result<Vec<(BufferId, ArrayLiteral)>, Error> {
    let mut out = Vec::new();
    for (index, instr) in comp.instructions.iter().enumerate() {
        if instr.opcode != Opcode::Constant {
            continue;
        }
        let literal = match &instr.attrs.constant {
            Some(ConstantValue::Literal(l)) => l,
            _ => {
                return Err(Error::new(
                    instr.span,
                    format!(
                        "{}: constant was elided in the dump; not executable",
                        instr.name
                    ),
                ))
            }
        };
        let leaves: Vec<&ArrayLiteral> = super::memory::array_leaves(literal);
        for (buffer, leaf) in assignment.leaves[index].iter().zip(leaves) {
            out.push((*buffer, leaf.clone()));
        }
    }
    Ok(out)
}
