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
use super::slice_view::SliceView;
use super::thunk::{Thunk, Value};
use super::update_slice::InPlaceUpdate;
use super::CompileOptions;
use kiln_codegen::kir::Kernel;
use kiln_codegen::lower;
use kiln_hlo::{CompId, Error, FusionKind, InstrId, Instruction, Module, Opcode};
use kiln_opt::buffer_assignment::{BufferAssignment, RootOutputs};
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
    let mut thunks = Vec::new();
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
        };
        thunks.push(b.thunk(stats)?);
    }
    Ok(thunks)
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
        let mut args: Vec<_> = self.operands().into_iter().flat_map(|v| v.leaves).collect();
        args.extend(self.value(self.id).leaves);
        args
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
        let lower = || lower::lower_computation(module, called, name).map_err(|e| e.to_string());
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
