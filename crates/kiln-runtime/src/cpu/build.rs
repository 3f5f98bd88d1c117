//! Choosing a thunk for every scheduled instruction: a compiled kernel for fusions and
//! standalone elementwise/shape ops, a library call for dots, nested programs for control
//! flow, and the interpreter for anything else (recorded as a fallback with its reason).
//!
//! Kernels come from a [`KernelSource`]: compiled now, or replayed from a cache entry. Every
//! other choice is remade from the module, so a replay builds the same thunks without running
//! the lowering or Cranelift.

use super::kernel_source::KernelSource;
use super::library::gather_prefetch::GatherPrefetch;
use super::library::{self, PlanContext};
use super::output_fusion::{FusionSite, OutputFusion};
use super::program::{Fallback, Program, ProgramStats};
use super::row_group::{self, Candidate, GroupPlan, RowGroup};
use super::slice_view::SliceView;
use super::thunk::{Thunk, Value};
use super::update_slice::InPlaceUpdate;
use super::CompileOptions;
use kiln_codegen::kir::Kernel;
use kiln_codegen::lower;
use kiln_hlo::{CompId, Error, FusionKind, InstrId, Instruction, Module, Opcode};
use kiln_opt::buffer_assignment::{BufferAssignment, RootOutputs};
use std::collections::HashMap;
use std::sync::Arc;

/// Instructions that need no thunk: their result is an alias or owned data.
fn is_free(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Parameter
            | Opcode::Constant
            | Opcode::Tuple
            | Opcode::GetTupleElement
            | Opcode::Bitcast
            | Opcode::Reshape
            | Opcode::Copy
            | Opcode::OptimizationBarrier
            | Opcode::AfterAll
    )
}

pub fn build_thunks(
    module: &Arc<Module>,
    comp: CompId,
    assignment: &BufferAssignment,
    outputs: RootOutputs,
    options: &CompileOptions,
    kernels: &mut KernelSource,
    stats: &mut ProgramStats,
) -> Result<Vec<Thunk>, Error> {
    let computation = module.comp(comp);
    // Row groups are chosen from the kernels' IR before they are compiled (their scratch
    // buffers get no streaming stores); a replay has no IR and forms none.
    let (groups, mut lowered) = match kernels {
        KernelSource::Compile { .. } => plan_row_groups(module, comp, assignment, outputs),
        KernelSource::Cached { .. } => Default::default(),
    };
    let mut thunks = Vec::new();
    let mut thunk_of = HashMap::new();
    for &id in &assignment.schedule {
        let instr = computation.instr(id);
        if is_free(instr.opcode) {
            continue;
        }
        let mut b = Builder {
            module,
            comp,
            id,
            instr,
            assignment,
            outputs,
            options,
            kernels: &mut *kernels,
            lowered: &mut lowered,
            groups: &groups,
        };
        thunk_of.insert(id, thunks.len());
        thunks.push(b.thunk(stats)?);
    }
    // Replace each group's kernels (consecutive thunks), last group first.
    let mut described = Vec::new();
    for group in groups.iter().rev() {
        let at: Vec<usize> = group
            .members
            .iter()
            .filter_map(|id| thunk_of.get(id).copied())
            .collect();
        let consecutive =
            at.len() == group.members.len() && at.windows(2).all(|w| w[1] == w[0] + 1);
        if !consecutive {
            continue;
        }
        let range = at[0]..at[at.len() - 1] + 1;
        // A member that did not become a plain kernel (say, an interpreter fallback) leaves
        // its kernels to run one after the other.
        if RowGroup::check(
            &thunks[range.clone()],
            group.rows,
            group.block,
            &group.scratch,
        )
        .is_err()
        {
            continue;
        }
        let members: Vec<Thunk> = thunks.drain(range.clone()).collect();
        let rows = RowGroup::new(members, group.rows, group.block, group.scratch.clone())
            .map_err(|e| Error::msg(format!("internal error: {e}")))?;
        described.push(rows.describe());
        thunks.insert(range.start, Thunk::RowGroup(Box::new(rows)));
    }
    stats.row_groups.extend(described.into_iter().rev());
    Ok(thunks)
}

/// A kernel's arguments: the operands' leaf buffers, then the result's.
fn kernel_args(
    instr: &Instruction,
    id: InstrId,
    assignment: &BufferAssignment,
) -> Vec<kiln_opt::buffer_assignment::BufferId> {
    let leaves = |i: InstrId| assignment.leaves[i.index()].iter().copied();
    instr
        .operands
        .iter()
        .flat_map(|&o| leaves(o))
        .chain(leaves(id))
        .collect()
}

/// The row groups of computation `comp` (see `row_group`), and the kernel IR of every fusion
/// that could join one, lowered once here for the build to compile.
fn plan_row_groups(
    module: &Arc<Module>,
    comp: CompId,
    assignment: &BufferAssignment,
    outputs: RootOutputs,
) -> (Vec<GroupPlan>, HashMap<InstrId, Kernel>) {
    let computation = module.comp(comp);
    let root_leaves = &assignment.leaves[computation.root.index()];
    let mut lowered = HashMap::new();
    let mut groups = Vec::new();
    let mut run: Vec<Candidate> = Vec::new();
    for (position, &id) in assignment.schedule.iter().enumerate() {
        let instr = computation.instr(id);
        if is_free(instr.opcode) {
            continue;
        }
        match row_candidate(module, comp, id, assignment, outputs) {
            Some((kernel, access)) => {
                let args = kernel_args(instr, id, assignment);
                lowered.insert(id, kernel);
                run.push(Candidate {
                    id,
                    position,
                    args,
                    access,
                });
            }
            None => {
                groups.extend(row_group::plan(&run, assignment, root_leaves, outputs));
                run.clear();
            }
        }
    }
    groups.extend(row_group::plan(&run, assignment, root_leaves, outputs));
    (groups, lowered)
}

/// A loop or input fusion that becomes a plain kernel thunk (no slice view, in-place window
/// or gather prefetch), with its kernel IR and row access.
fn row_candidate(
    module: &Arc<Module>,
    comp: CompId,
    id: InstrId,
    assignment: &BufferAssignment,
    outputs: RootOutputs,
) -> Option<(Kernel, kiln_codegen::rows::RowAccess)> {
    let instr = module.comp(comp).instr(id);
    if instr.opcode != Opcode::Fusion || instr.attrs.fusion_kind == Some(FusionKind::Output) {
        return None;
    }
    let called = *instr.attrs.calls.as_ref()?.first()?;
    if SliceView::plan(module, comp, id, assignment, outputs).is_some() {
        return None;
    }
    let kernel = lower::lower_computation(module, called, &instr.name).ok()?;
    let access = kiln_codegen::rows::row_access(&kernel)?;
    let args = kernel.buffers.len();
    if InPlaceUpdate::plan(module, called, instr, args).is_some()
        || GatherPrefetch::plan(module, called, instr, access.rows).is_some()
    {
        return None;
    }
    Some((kernel, access))
}

struct Builder<'a> {
    module: &'a Arc<Module>,
    comp: CompId,
    id: InstrId,
    instr: &'a Instruction,
    assignment: &'a BufferAssignment,
    /// How the caller passes the output buffers.
    outputs: RootOutputs,
    options: &'a CompileOptions,
    kernels: &'a mut KernelSource,
    /// Kernel IR lowered ahead (row group candidates), taken when the kernel is compiled.
    lowered: &'a mut HashMap<InstrId, Kernel>,
    groups: &'a [GroupPlan],
}

impl Builder<'_> {
    fn thunk(&mut self, stats: &mut ProgramStats) -> Result<Thunk, Error> {
        if let Some(view) = SliceView::plan(
            self.module,
            self.comp,
            self.id,
            self.assignment,
            self.outputs,
        ) {
            stats.slice_views += 1;
            return Ok(Thunk::View(Box::new(view)));
        }
        let attempt = match self.instr.opcode {
            Opcode::Fusion => self.fusion(stats),
            Opcode::Call => self.call(stats),
            Opcode::While => self.while_loop(stats),
            Opcode::Conditional => self.conditional(stats),
            // Then a library call, else a standalone kernel; each says why if it can't.
            _ => match library::plan(&self.plan_context()) {
                Some(Ok(call)) => {
                    stats.library_calls += 1;
                    Ok(Thunk::Library(call))
                }
                Some(Err(reason)) => Err(reason),
                None => self.standalone_kernel(stats),
            },
        };
        match attempt {
            Ok(thunk) => Ok(thunk),
            Err(reason) => {
                stats.fallbacks.push(Fallback {
                    instruction: self.instr.name.clone(),
                    opcode: self.instr.opcode,
                    reason,
                });
                Ok(self.interpret())
            }
        }
    }

    fn value(&self, id: InstrId) -> Value {
        Value {
            shape: self.module.comp(self.comp).instr(id).shape.clone(),
            leaves: self.assignment.leaves[id.index()].clone(),
        }
    }

    fn operands(&self) -> Vec<Value> {
        self.instr.operands.iter().map(|&o| self.value(o)).collect()
    }

    fn interpret(&self) -> Thunk {
        Thunk::Interpret {
            comp: self.comp,
            instr: self.id,
            operands: self.operands(),
            output: self.value(self.id),
        }
    }

    /// Kernel arguments: the operands' leaves, then the result's leaves.
    fn kernel_args(&self) -> Vec<kiln_opt::buffer_assignment::BufferId> {
        kernel_args(self.instr, self.id, self.assignment)
    }

    /// A kernel thunk; `lower` produces the kernel IR when the source compiles.
    fn kernel_thunk(
        &mut self,
        lower: impl FnOnce() -> Result<Kernel, String>,
        stats: &mut ProgramStats,
    ) -> Result<Thunk, String> {
        let args = self.kernel_args();
        let arg_bytes: Vec<usize> = args
            .iter()
            .map(|&id| self.assignment.buffer(id).bytes)
            .collect();
        let kernel = self
            .kernels
            .obtain_lowered(&self.instr.name, &arg_bytes, lower)?;
        stats.kernels += 1;
        Ok(Thunk::Kernel {
            name: self.instr.name.clone(),
            parallel_extent: kernel.parallel_extent(),
            kernel,
            args,
        })
    }

    fn fusion(&mut self, stats: &mut ProgramStats) -> Result<Thunk, String> {
        let called = self.called(0)?;
        if self.instr.attrs.fusion_kind == Some(FusionKind::Output) {
            return self.output_fusion(called, stats);
        }
        let (module, name) = (self.module, &self.instr.name);
        let ahead = self.lowered.remove(&self.id);
        let args = self.kernel_args();
        let resident: Vec<usize> = self
            .groups
            .iter()
            .flat_map(|g| g.resident_args(self.id, &args))
            .collect();
        let lower = || {
            let mut kernel = match ahead {
                Some(kernel) => kernel,
                None => {
                    lower::lower_computation(module, called, name).map_err(|e| e.to_string())?
                }
            };
            for i in resident {
                if let Some(b) = kernel.buffers.get_mut(i) {
                    b.resident = true;
                }
            }
            Ok(kernel)
        };
        let kernel = self.kernel_thunk(lower, stats)?;
        let kernel = self.update_slice_in_place(called, kernel);
        Ok(self.gather_rows(called, kernel))
    }

    /// A gather fusion's kernel also prefetches the slices it gathers.
    fn gather_rows(&self, called: CompId, kernel: Thunk) -> Thunk {
        let Thunk::Kernel {
            parallel_extent, ..
        } = &kernel
        else {
            return kernel;
        };
        match GatherPrefetch::plan(self.module, called, self.instr, *parallel_extent) {
            Some(prefetch) => Thunk::GatherRows {
                prefetch: Box::new(prefetch),
                kernel: Box::new(kernel),
            },
            None => kernel,
        }
    }

    /// A dynamic-update-slice fusion also gets its in-place window write.
    fn update_slice_in_place(&self, called: CompId, kernel: Thunk) -> Thunk {
        let Thunk::Kernel { args, .. } = &kernel else {
            return kernel;
        };
        match InPlaceUpdate::plan(self.module, called, self.instr, args.len()) {
            Some(update) => Thunk::UpdateSlice {
                update: Box::new(update),
                kernel: Box::new(kernel),
            },
            None => kernel,
        }
    }

    /// The library call and one epilogue kernel; else (saying why in the statistics) a
    /// nested program with the library call and a kernel per epilogue op.
    fn output_fusion(&mut self, called: CompId, stats: &mut ProgramStats) -> Result<Thunk, String> {
        let site = FusionSite {
            module: self.module,
            called,
            name: &self.instr.name,
            operands: self.operands(),
            output: self.value(self.id),
            threads: self.options.threads,
        };
        match OutputFusion::build(site, self.kernels) {
            Ok(fusion) => {
                stats.kernels += 1;
                stats.library_calls += 1;
                stats.output_fusions.push(fusion.describe());
                Ok(Thunk::OutputFusion(Box::new(fusion)))
            }
            Err(reason) => {
                let name = &self.instr.name;
                stats
                    .output_fusions
                    .push(format!("{name}: nested program ({reason})"));
                self.nested_call(called, stats)
            }
        }
    }

    fn standalone_kernel(&mut self, stats: &mut ProgramStats) -> Result<Thunk, String> {
        let (module, comp, id) = (self.module, self.comp, self.id);
        let lower = || lower::lower_instruction(module, comp, id).map_err(|e| e.to_string());
        self.kernel_thunk(lower, stats)
    }

    fn plan_context(&self) -> PlanContext<'_> {
        PlanContext {
            module: self.module,
            comp: self.comp,
            instr: self.id,
            assignment: self.assignment,
            threads: self.options.threads,
        }
    }

    fn called(&self, i: usize) -> Result<CompId, String> {
        let a = &self.instr.attrs;
        let list: Vec<CompId> = a
            .calls
            .clone()
            .or_else(|| a.to_apply.map(|c| vec![c]))
            .unwrap_or_default();
        list.get(i)
            .copied()
            .ok_or_else(|| format!("{} names no computation", self.instr.name))
    }

    /// A nested program; `outputs` says how its caller passes output buffers.
    fn program(
        &mut self,
        comp: CompId,
        outputs: RootOutputs,
        stats: &mut ProgramStats,
    ) -> Result<Arc<Program>, String> {
        let program = Program::compile(self.module, comp, self.options, self.kernels, outputs)
            .map_err(|e| e.to_string())?;
        stats.absorb(&program.stats);
        Ok(Arc::new(program))
    }

    fn nested_call(&mut self, comp: CompId, stats: &mut ProgramStats) -> Result<Thunk, String> {
        Ok(Thunk::Call {
            program: self.program(comp, RootOutputs::Distinct, stats)?,
            args: self.operands(),
            output: self.value(self.id),
        })
    }

    fn call(&mut self, stats: &mut ProgramStats) -> Result<Thunk, String> {
        self.nested_call(self.called(0)?, stats)
    }

    fn while_loop(&mut self, stats: &mut ProgramStats) -> Result<Thunk, String> {
        let a = &self.instr.attrs;
        let (Some(cond), Some(body)) = (a.condition, a.body) else {
            return Err("while without condition or body".into());
        };
        // The body updates the loop state in place; the condition writes only its flag.
        Ok(Thunk::While {
            condition: self.program(cond, RootOutputs::Distinct, stats)?,
            body: self.program(body, RootOutputs::InPlace, stats)?,
            init: self.value(self.instr.operands[0]),
            output: self.value(self.id),
        })
    }

    fn conditional(&mut self, stats: &mut ProgramStats) -> Result<Thunk, String> {
        let a = &self.instr.attrs;
        let branches: Vec<CompId> = match (
            &a.branch_computations,
            a.true_computation,
            a.false_computation,
        ) {
            (Some(list), _, _) => list.clone(),
            (None, Some(t), Some(f)) => vec![t, f],
            _ => return Err("conditional without branches".into()),
        };
        let selector_instr = self.module.comp(self.comp).instr(self.instr.operands[0]);
        let selector_is_pred = selector_instr.shape.element_type() == kiln_hlo::PrimitiveType::Pred;
        let selector = *self.assignment.leaves[self.instr.operands[0].index()]
            .first()
            .ok_or("conditional selector has no buffer")?;
        let programs = branches
            .iter()
            .map(|&b| self.program(b, RootOutputs::Distinct, stats))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Thunk::Conditional {
            selector,
            selector_is_pred,
            branches: programs,
            operands: self.instr.operands[1..]
                .iter()
                .map(|&o| self.value(o))
                .collect(),
            output: self.value(self.id),
        })
    }
}
