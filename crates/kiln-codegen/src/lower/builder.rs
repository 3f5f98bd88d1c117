//! The lowering state: the kernel being built, the open blocks, frames and the value memo.
//!
//! Statements are appended to a chain of open blocks: block 0 is the kernel body and each
//! open loop adds one. A value is assigned in the outermost block where every variable it
//! reads is defined (its *depth*), which is what hoists loop-invariant work. Because a block's
//! loop statement is appended to its parent only when the loop closes, an assignment made to
//! an outer block while an inner loop is open lands before that loop, as it must.
//!
//! A reduction whose index needs only the outer loops is built *detached*: the inner open
//! blocks are set aside, its loops are opened under the outer block, and the inner blocks are
//! put back afterwards (see [`Lowerer::detach`]).
//!
//! Frames give HLO values a context: the lowered computation itself, a computation it calls
//! (`call`, `fusion`, `map`), or a reducer applied to scalars. Memo entries remember which
//! block defines their value and are used only while that block is open.

use super::LowerError;
use crate::kir::{BufferParam, Expr, Kernel, ScalarType, Stmt, Var};
use kiln_hlo::{CompId, InstrId, Instruction, Module, Shape};
use std::collections::HashMap;

pub(super) type FrameId = usize;

/// An HLO value in a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Node {
    pub frame: FrameId,
    pub instr: InstrId,
}

/// What a parameter of a frame's computation stands for.
#[derive(Clone, Debug)]
pub(super) enum Binding {
    /// An input buffer of the kernel.
    Buffer(u32),
    /// An array value of the calling frame (call, fusion, map operands).
    Value(Node),
    /// A scalar expression (reducer and map arguments).
    Scalar(Expr),
}

#[derive(Clone)]
pub(super) struct Frame {
    pub comp: CompId,
    /// By parameter number.
    pub params: Vec<Binding>,
    /// Instructions read from an input buffer instead of being computed (the operands of a
    /// standalone instruction).
    pub externals: HashMap<InstrId, u32>,
}

#[derive(Clone)]
struct MemoEntry {
    output: usize,
    index: Vec<Expr>,
    value: Expr,
    block: u64,
}

#[derive(Clone)]
struct Block {
    id: u64,
    /// The loop this block is the body of: its variable and extent.
    loop_var: Option<(Var, i64)>,
    stmts: Vec<Stmt>,
}

/// Expressions larger than this are assigned to a variable: it bounds the work of every walk
/// over an expression and the depth of the trees emitters recurse over.
pub(super) const MAX_INLINE_NODES: usize = 48;
/// Kernels larger than this are refused rather than built (a pathological fusion).
const MAX_KERNEL_NODES: usize = 1 << 20;

#[derive(Clone)]
pub(super) struct Lowerer<'m> {
    pub module: &'m Module,
    pub kernel: Kernel,
    pub frames: Vec<Frame>,
    /// The frame of each `call`/`fusion` site, so its callee's values are shared.
    pub call_frames: HashMap<Node, FrameId>,
    memo: HashMap<Node, Vec<MemoEntry>>,
    blocks: Vec<Block>,
    next_block: u64,
    var_depth: Vec<usize>,
    /// Known value ranges of s64 variables (loop counters, clamped indices).
    pub ranges: HashMap<Var, (i64, i64)>,
    use_counts: HashMap<CompId, Vec<u32>>,
    /// Values are not hoisted above this depth: keeping the kernel body a single loop keeps
    /// it parallel, and the per-iteration cost of a cheap value is negligible.
    pub floor_depth: usize,
    /// Nesting of element requests, bounded so that deep graphs fail instead of
    /// overflowing the stack.
    pub recursion: usize,
    emitted_nodes: usize,
}

impl<'m> Lowerer<'m> {
    pub fn new(module: &'m Module, name: &str) -> Self {
        Lowerer {
            module,
            kernel: Kernel::new(name),
            frames: Vec::new(),
            call_frames: HashMap::new(),
            memo: HashMap::new(),
            blocks: vec![Block {
                id: 0,
                loop_var: None,
                stmts: Vec::new(),
            }],
            next_block: 1,
            var_depth: Vec::new(),
            ranges: HashMap::new(),
            use_counts: HashMap::new(),
            floor_depth: 0,
            recursion: 0,
            emitted_nodes: 0,
        }
    }

    pub fn error_in(&self, comp: CompId, id: InstrId, reason: impl Into<String>) -> LowerError {
        let instr = self
            .module
            .computations
            .get(comp.index())
            .and_then(|c| c.instructions.get(id.index()));
        LowerError {
            instruction: instr.map_or_else(|| format!("#{}", id.index()), |i| i.name.clone()),
            opcode: instr.map(|i| i.opcode),
            reason: reason.into(),
        }
    }

    pub fn error(&self, node: Node, reason: impl Into<String>) -> LowerError {
        self.error_in(self.frames[node.frame].comp, node.instr, reason)
    }

    /// A kernel-level failure (not tied to one instruction).
    pub fn kernel_error(&self, reason: impl Into<String>) -> LowerError {
        LowerError {
            instruction: self.kernel.name.clone(),
            opcode: None,
            reason: reason.into(),
        }
    }

    /// Adds an input buffer holding the value of instruction `id` of `comp`.
    pub fn add_input(&mut self, comp: CompId, id: InstrId) -> Result<u32, LowerError> {
        let instr = self
            .module
            .computations
            .get(comp.index())
            .and_then(|c| c.instructions.get(id.index()))
            .ok_or_else(|| self.error_in(comp, id, "no such instruction"))?;
        let (ty, dims) = array_type(&instr.shape).map_err(|e| self.error_in(comp, id, e))?;
        Ok(self.kernel.add_buffer(BufferParam {
            name: instr.name.clone(),
            ty,
            dims,
            writable: false,
            resident: false,
        }))
    }

    pub fn add_output(&mut self, name: &str, shape: &Shape) -> Result<u32, String> {
        let (ty, dims) = array_type(shape)?;
        Ok(self.kernel.add_buffer(BufferParam {
            name: name.to_string(),
            ty,
            dims,
            writable: true,
            resident: false,
        }))
    }

    /// Adds a frame for `comp` after checking that its instruction ids are in range (so that
    /// [`Lowerer::instr`] can index without failing).
    pub fn add_frame(
        &mut self,
        comp: CompId,
        params: Vec<Binding>,
        externals: HashMap<InstrId, u32>,
    ) -> Result<FrameId, LowerError> {
        if !self.computation_is_well_formed(comp) {
            return Err(LowerError {
                instruction: format!("computation #{}", comp.index()),
                opcode: None,
                reason: "it refers to instructions it does not have".into(),
            });
        }
        self.use_counts.entry(comp).or_insert_with(|| {
            let c = &self.module.computations[comp.index()];
            let mut counts = vec![0u32; c.instructions.len()];
            for instr in &c.instructions {
                for op in &instr.operands {
                    if let Some(n) = counts.get_mut(op.index()) {
                        *n += 1;
                    }
                }
            }
            if let Some(n) = counts.get_mut(c.root.index()) {
                *n += 1;
            }
            counts
        });
        self.frames.push(Frame {
            comp,
            params,
            externals,
        });
        Ok(self.frames.len() - 1)
    }

    /// Whether every operand and the root of `comp` name existing instructions.
    pub fn computation_is_well_formed(&self, comp: CompId) -> bool {
        let Some(c) = self.module.computations.get(comp.index()) else {
            return false;
        };
        let n = c.instructions.len();
        c.root.index() < n
            && c.parameters.iter().all(|p| p.index() < n)
            && c.instructions
                .iter()
                .all(|i| i.operands.iter().all(|o| o.index() < n))
    }

    pub fn instr(&self, node: Node) -> &'m Instruction {
        let comp = self.frames[node.frame].comp;
        &self.module.computations[comp.index()].instructions[node.instr.index()]
    }

    pub fn operand(&self, node: Node, i: usize) -> Result<Node, LowerError> {
        let id = self
            .instr(node)
            .operands
            .get(i)
            .ok_or_else(|| self.error(node, format!("missing operand {i}")))?;
        Ok(Node {
            frame: node.frame,
            instr: *id,
        })
    }

    pub fn use_count(&self, node: Node) -> u32 {
        let comp = self.frames[node.frame].comp;
        self.use_counts
            .get(&comp)
            .and_then(|c| c.get(node.instr.index()))
            .copied()
            .unwrap_or(0)
    }

    pub fn new_var(&mut self, ty: ScalarType) -> Var {
        self.var_depth.push(0);
        self.kernel.new_var(ty)
    }

    pub fn set_var_depth(&mut self, v: Var, depth: usize) {
        self.var_depth[v.0 as usize] = depth;
    }

    pub fn current_depth(&self) -> usize {
        self.blocks.len() - 1
    }

    /// The depth an expression can be computed at, and its number of nodes.
    pub fn depth_and_size(&self, e: &Expr) -> (usize, usize) {
        let mut depth = 0;
        let mut size = 0;
        let mut stack = vec![e];
        while let Some(e) = stack.pop() {
            size += 1;
            match e {
                Expr::Var(v) => depth = depth.max(self.var_depth[v.0 as usize]),
                Expr::Int(..) | Expr::Float(..) => {}
                Expr::Load { index, .. } => stack.push(index),
                Expr::Unary(_, x) | Expr::Convert(_, x) | Expr::Bitcast(_, x) => stack.push(x),
                Expr::Binary(_, a, b) => stack.extend([&**a, &**b]),
                Expr::Cmp { lhs, rhs, .. } => stack.extend([&**lhs, &**rhs]),
                Expr::Select(c, a, b) | Expr::Fma(c, a, b) => stack.extend([&**c, &**a, &**b]),
            }
        }
        (depth, size)
    }

    pub fn depth_of_all(&self, es: &[Expr]) -> usize {
        es.iter()
            .map(|e| self.depth_and_size(e).0)
            .max()
            .unwrap_or(0)
    }

    /// Assigns `e` to a new variable in the outermost block where it can be computed (but not
    /// above [`Lowerer::floor_depth`]) and returns the variable; constants and variables are
    /// returned as they are.
    pub fn materialize(&mut self, e: Expr) -> Result<Expr, LowerError> {
        if matches!(e, Expr::Var(_) | Expr::Int(..) | Expr::Float(..)) {
            return Ok(e);
        }
        let (depth, _) = self.depth_and_size(&e);
        let depth = depth.max(self.floor_depth.min(self.current_depth()));
        self.assign_at(depth, e)
    }

    /// Assigns `e` to a new variable in block `depth`.
    pub fn assign_at(&mut self, depth: usize, e: Expr) -> Result<Expr, LowerError> {
        let ty = self.kernel.type_of(&e);
        let range = (ty == ScalarType::S64).then(|| self.range(&e)).flatten();
        let v = self.new_var(ty);
        if let Some(r) = range {
            self.ranges.insert(v, r);
        }
        self.set_var_depth(v, depth);
        self.emit_at(depth, Stmt::Assign { var: v, value: e })?;
        Ok(Expr::Var(v))
    }

    pub fn emit(&mut self, stmt: Stmt) -> Result<(), LowerError> {
        self.emit_at(self.current_depth(), stmt)
    }

    pub fn emit_at(&mut self, depth: usize, stmt: Stmt) -> Result<(), LowerError> {
        self.emitted_nodes += match &stmt {
            Stmt::Assign { value, .. } => self.depth_and_size(value).1,
            Stmt::Store { index, value, .. } => {
                self.depth_and_size(index).1 + self.depth_and_size(value).1
            }
            Stmt::Loop { .. } => 1,
        };
        if self.emitted_nodes > MAX_KERNEL_NODES {
            return Err(self.kernel_error("the kernel would be too large"));
        }
        self.blocks[depth].stmts.push(stmt);
        Ok(())
    }

    /// Opens a loop of `extent` iterations; returns its variable.
    pub fn open_loop(&mut self, extent: i64) -> Var {
        let v = self.new_var(ScalarType::S64);
        self.ranges.insert(v, (0, extent - 1));
        self.blocks.push(Block {
            id: self.next_block,
            loop_var: Some((v, extent)),
            stmts: Vec::new(),
        });
        self.next_block += 1;
        self.set_var_depth(v, self.current_depth());
        v
    }

    /// Closes the innermost loop; `vectorize` lets it become a vector loop when its body
    /// allows (see [`super::vectorize`]). Returns the vector width chosen.
    pub fn close_loop(&mut self, vectorize: bool) -> Result<u8, LowerError> {
        let block = match self.blocks.pop() {
            Some(b) if !self.blocks.is_empty() => b,
            _ => return Err(self.kernel_error("internal: no loop to close")),
        };
        let Some((var, extent)) = block.loop_var else {
            return Err(self.kernel_error("internal: closing a block that is not a loop"));
        };
        let vector_width = if vectorize {
            // Variables assigned before the loop hold a value the loop may replace: such a
            // variable assigned in the body is read after the loop (its last iteration's
            // value), which a vector loop does not keep unless it is an accumulator.
            let mut outer = Vec::new();
            for b in &self.blocks {
                super::vectorize::collect_assigned(&b.stmts, &mut outer);
            }
            super::vectorize::vector_width(&self.kernel, &block.stmts, var, &outer)
        } else {
            1
        };
        self.emit(Stmt::Loop {
            var,
            extent,
            body: block.stmts,
            parallel: false,
            vector_width,
        })?;
        Ok(vector_width)
    }

    /// The last statement of the innermost open block (a loop just closed).
    pub fn last_stmt(&self) -> Option<&Stmt> {
        self.blocks.last()?.stmts.last()
    }

    /// Sets aside the open blocks deeper than `depth` (to build something under block
    /// `depth`); [`Lowerer::reattach`] puts them back.
    pub fn detach(&mut self, depth: usize) -> Vec<BlockSet> {
        self.blocks
            .split_off(depth + 1)
            .into_iter()
            .map(BlockSet)
            .collect()
    }

    pub fn reattach(&mut self, saved: Vec<BlockSet>) {
        self.blocks.extend(saved.into_iter().map(|b| b.0));
    }

    pub fn memo_get(&self, node: Node, output: usize, index: &[Expr]) -> Option<Expr> {
        self.memo.get(&node)?.iter().find_map(|m| {
            let open = self.blocks.iter().any(|b| b.id == m.block);
            (open && m.output == output && m.index == index).then(|| m.value.clone())
        })
    }

    pub fn memo_put(&mut self, node: Node, output: usize, index: &[Expr], value: Expr) {
        let (depth, _) = self.depth_and_size(&value);
        let block = self.blocks[depth.min(self.current_depth())].id;
        self.memo.entry(node).or_default().push(MemoEntry {
            output,
            index: index.to_vec(),
            value,
            block,
        });
    }

    /// The finished kernel: the body is parallel when it is a single loop, and it is checked
    /// against the kernel IR's rules and for loads and stores that might leave their buffer
    /// (a failure there is a lowering bug, reported as an error so that the caller falls
    /// back instead of running a bad kernel; emitters need not check bounds).
    pub fn finish(mut self) -> Result<Kernel, LowerError> {
        if self.blocks.len() != 1 {
            return Err(self.kernel_error("internal: unclosed loops"));
        }
        let mut body = std::mem::take(&mut self.blocks[0].stmts);
        if let [Stmt::Loop { parallel, .. }] = body.as_mut_slice() {
            *parallel = true;
        }
        crate::kir_eval::validate(&Kernel {
            body: body.clone(),
            ..self.kernel.clone()
        })
        .map_err(|e| self.kernel_error(format!("internal: invalid kernel: {e}")))?;
        self.check_bounds(&body)
            .map_err(|e| self.kernel_error(format!("internal: {e}")))?;
        self.kernel.body = body;
        Ok(self.kernel)
    }
}

/// Open blocks set aside by [`Lowerer::detach`].
pub(super) struct BlockSet(Block);

/// The kernel type and dimensions of an array shape.
pub(super) fn array_type(shape: &Shape) -> Result<(ScalarType, Vec<i64>), String> {
    let a = shape
        .as_array()
        .ok_or_else(|| format!("{shape} is not an array"))?;
    let ty = ScalarType::from_hlo(a.ty)
        .ok_or_else(|| format!("element type {} has no kernel type", a.ty))?;
    Ok((ty, a.dims.clone()))
}
