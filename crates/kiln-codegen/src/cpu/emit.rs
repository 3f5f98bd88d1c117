//! Builds the Cranelift function for a kernel: the entry (argument table, helper table,
//! parallel range), statements, and loops. Expressions live in `scalar` and `vector`.

use super::helpers::{Helper, HelperSig};
use crate::kir::{Expr, Kernel, ScalarType, Stmt, Var};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    types, AbiParam, Function, InstBuilder, MemFlagsData, SigRef, Signature, Type, Value,
};
use cranelift_codegen::isa::{CallConv, OwnedTargetIsa};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Variable};

pub(super) type Res<T> = Result<T, String>;

/// The Cranelift type a value of KIR compute type `t` has (pred is a 0/1 byte).
pub(super) fn clif_type(t: ScalarType) -> Type {
    use ScalarType::*;
    match t {
        Pred | S8 | U8 => types::I8,
        S16 | U16 | F16 | BF16 => types::I16,
        S32 | U32 => types::I32,
        S64 | U64 => types::I64,
        F32 => types::F32,
        F64 => types::F64,
    }
}

/// Flags for buffer accesses: the producer guarantees in-bounds indices, alignment is not
/// assumed (vector accesses use unaligned moves).
pub(super) fn mem_flags() -> MemFlagsData {
    MemFlagsData::new().with_notrap()
}

/// State while emitting one kernel.
pub(super) struct FnEmitter<'k, 'f> {
    pub k: &'k Kernel,
    pub b: FunctionBuilder<'f>,
    /// One Cranelift variable per KIR variable, of its scalar type.
    pub vars: Vec<Variable>,
    /// Base pointer of each buffer, loaded once at entry.
    pub bases: Vec<Value>,
    helpers: Value,
    call_conv: CallConv,
    sigs: [Option<SigRef>; 12],
    /// While the vector emitter evaluates one lane with scalar code, the lane's values of the
    /// variables that differ per lane.
    pub lane_vars: Vec<Option<Value>>,
    /// Whether the host has the 128-bit instructions the vector loop relies on (SSE4.1).
    pub can_vectorize: bool,
    /// Whether `fma` is an instruction (else Cranelift would emit a libcall: use a helper).
    pub has_fma: bool,
    /// Whether vector loops may send exp/log/tanh/logistic to the wide tile helpers
    /// (`cpu::wide`; needs AVX-512F and FMA, and [`super::CompileOptions::wide_helpers`]).
    pub wide_math: bool,
    /// Whether transposing copies call the AVX-512 block helpers (`cpu::transpose`).
    pub wide_transpose: bool,
    /// Whether blocked f32 row reductions call the AVX-512 row helpers (`cpu::wide::reduce`).
    pub wide_reduce: bool,
    pub ptr_ty: Type,
    /// In a tiled f64 loop: where the tile helpers' results are (`cpu::tile_f64`).
    pub tile_f64: Option<super::tile_f64::TileF64State>,
    /// Jammed bodies of short-reduction loops, by loop variable (`cpu::jam`).
    jams: std::collections::HashMap<Var, std::rc::Rc<Vec<Stmt>>>,
    /// While a vector loop's steps are emitted: its loop-invariant expressions (by their
    /// address in the loop body) and the values computed for them before the steps
    /// (`cpu::vector::invariant`).
    pub hoisted:
        std::collections::HashMap<*const crate::kir::Expr, (Value, crate::kir::ScalarType)>,
}

/// Emits `kernel` into `func` (whose signature is the entry's).
pub(super) fn build_function(
    kernel: &Kernel,
    func: &mut Function,
    isa: &OwnedTargetIsa,
    options: &super::CompileOptions,
) -> Res<()> {
    // Short reductions jammed four outputs at a time add variables: emit that kernel.
    let jams = super::jam::plan(kernel);
    let kernel = jams.as_ref().map_or(kernel, |j| &j.kernel);
    let jammed = jams
        .as_ref()
        .map(|j| {
            j.bodies
                .iter()
                .map(|(v, b)| (*v, std::rc::Rc::new(b.clone())))
                .collect()
        })
        .unwrap_or_default();
    let mut fctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(func, &mut fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    b.seal_block(entry);
    let params = b.block_params(entry).to_vec();
    let (args, helpers, start, end) = (params[0], params[1], params[2], params[3]);
    let ptr_ty = isa.pointer_type();
    let table_flags = MemFlagsData::new().with_notrap().with_readonly();
    let bases = (0..kernel.buffers.len())
        .map(|i| b.ins().load(ptr_ty, table_flags, args, (i * 8) as i32))
        .collect();
    let vars = kernel
        .var_types
        .iter()
        .map(|t| b.declare_var(clif_type(*t)))
        .collect();
    let can_vectorize = host_can_vectorize(isa);
    let has_fma = host_flag(isa, "has_fma") || isa.name() == "aarch64";
    let mut e = FnEmitter {
        k: kernel,
        b,
        vars,
        bases,
        helpers,
        call_conv: isa.default_call_conv(),
        sigs: [None; 12],
        lane_vars: vec![None; kernel.var_types.len()],
        can_vectorize,
        has_fma,
        wide_math: options.wide_helpers && can_vectorize && has_fma && super::wide::available(),
        wide_transpose: options.wide_helpers && super::wide::available(),
        wide_reduce: options.wide_helpers && super::wide::available(),
        ptr_ty,
        tile_f64: None,
        jams: jammed,
        hoisted: Default::default(),
    };
    e.emit_body(start, end)?;
    e.b.ins().return_(&[]);
    e.b.seal_all_blocks();
    e.b.finalize(isa.frontend_config());
    Ok(())
}

/// The vector loop needs SSE4.1 on x86 (pmulld, roundps, blends); Cranelift would otherwise
/// lower some ops to libcalls, which relocation-free code cannot have.
fn host_can_vectorize(isa: &OwnedTargetIsa) -> bool {
    if isa.name() != "x64" {
        return false;
    }
    host_flag(isa, "has_sse41")
}

fn host_flag(isa: &OwnedTargetIsa, name: &str) -> bool {
    isa.isa_flags()
        .iter()
        .any(|f| f.name == name && f.as_bool() == Some(true))
}

impl FnEmitter<'_, '_> {
    fn emit_body(&mut self, start: Value, end: Value) -> Res<()> {
        let body = &self.k.body;
        if let [Stmt::Loop {
            var,
            extent,
            body,
            parallel: true,
            vector_width,
        }] = body.as_slice()
        {
            // Only [start, end) ∩ [0, extent) runs, so a bad range cannot write out of bounds.
            let zero = self.b.ins().iconst(types::I64, 0);
            let ext = self.b.ins().iconst(types::I64, *extent);
            let lo = self.b.ins().smax(start, zero);
            let hi = self.b.ins().smin(end, ext);
            if self.wide_transpose {
                if let Some(copy) = super::transpose::recognize(self.k, *var, *extent, body) {
                    return self.transpose_copy(&copy, Some((lo, hi)));
                }
            }
            return self.emit_loop(*var, *extent, lo, hi, body, *vector_width, false);
        }
        self.emit_stmts(body)
    }

    /// `for var in lo..hi { body }` as two loops on either side of where `split`'s condition
    /// changes (`cpu::split`).
    fn split_loop(
        &mut self,
        split: &super::split::Split,
        var: Var,
        extent: i64,
        lo: Value,
        hi: Value,
        body: &[Stmt],
    ) -> Res<()> {
        let bound = self.expr(split.bound)?.0;
        let bound = if self.b.func.dfg.value_type(bound) == types::I64 {
            bound
        } else {
            self.b.ins().sextend(types::I64, bound)
        };
        let bound = if split.plus_one {
            // Saturating: a bound of i64::MAX has every counter below it.
            let one = self.b.ins().iconst(types::I64, 1);
            let (sum, overflow) = self.b.ins().sadd_overflow(bound, one);
            self.b.ins().select(overflow, bound, sum)
        } else {
            bound
        };
        let mid = self.b.ins().smax(bound, lo);
        let mid = self.b.ins().smin(mid, hi);
        let first = super::split::resolve(body, split.cond, split.first);
        let second = super::split::resolve(body, split.cond, !split.first);
        self.emit_loop(var, extent, lo, mid, &first, 4, false)?;
        self.emit_loop(var, extent, mid, hi, &second, 4, false)
    }

    /// `for var in lo..hi { body }` with the uniform select condition `cond` tested once:
    /// one loop for each outcome, the selects on it resolved (`cpu::split`).
    fn unswitched_loop(
        &mut self,
        cond: &Expr,
        var: Var,
        extent: i64,
        (lo, hi): (Value, Value),
        body: &[Stmt],
        nonempty: bool,
    ) -> Res<()> {
        let c = self.expr(cond)?.0;
        let (taken, not_taken, done) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.ins().brif(c, taken, &[], not_taken, &[]);
        for (block, value) in [(taken, true), (not_taken, false)] {
            self.b.switch_to_block(block);
            self.b.seal_block(block);
            let resolved = super::split::prune(super::split::resolve(body, cond, value));
            self.emit_loop(var, extent, lo, hi, &resolved, 4, nonempty)?;
            self.b.ins().jump(done, &[]);
        }
        self.b.switch_to_block(done);
        self.b.seal_block(done);
        Ok(())
    }

    pub fn emit_stmts(&mut self, stmts: &[Stmt]) -> Res<()> {
        stmts.iter().try_for_each(|s| self.emit_stmt(s))
    }

    fn emit_stmt(&mut self, s: &Stmt) -> Res<()> {
        match s {
            Stmt::Loop {
                var,
                extent,
                body,
                vector_width,
                ..
            } => {
                if *extent == 0 {
                    return Ok(());
                }
                if self.wide_transpose {
                    if let Some(copy) = super::transpose::recognize(self.k, *var, *extent, body) {
                        return self.transpose_copy(&copy, None);
                    }
                }
                if self.wide_reduce {
                    let nest = super::wide::reduce::recognize(self.k, *var, *extent, body);
                    if let Some(nest) = nest.filter(|n| self.can_row_reduce(n)) {
                        return self.row_reduce(&nest);
                    }
                    let fold = super::wide::reduce::recognize_fold(self.k, *var, *extent, body);
                    if let Some(fold) = fold.filter(|f| self.can_row_fold(f)) {
                        return self.row_fold(&fold);
                    }
                    let columns = super::wide::columns::recognize(self.k, *var, *extent, body);
                    if let Some(columns) = columns.filter(|c| self.can_column_add(c)) {
                        return self.column_add(&columns);
                    }
                }
                let lo = self.b.ins().iconst(types::I64, 0);
                let hi = self.b.ins().iconst(types::I64, *extent);
                self.emit_loop(*var, *extent, lo, hi, body, *vector_width, true)
            }
            Stmt::Assign { var, value } => {
                let v = self.expr(value)?.0;
                self.b.def_var(self.vars[var.0 as usize], v);
                Ok(())
            }
            Stmt::Store {
                buffer,
                index,
                value,
            } => {
                let i = self.expr(index)?.0;
                let v = self.expr(value)?.0;
                self.store_elem(*buffer, i, v);
                Ok(())
            }
        }
    }

    /// `for var in lo..hi { body }`, vectorized when the width and body allow it.
    /// `for var in lo..hi { body }`, where `hi <= extent`.
    #[allow(clippy::too_many_arguments)]
    fn emit_loop(
        &mut self,
        var: Var,
        extent: i64,
        lo: Value,
        hi: Value,
        body: &[Stmt],
        vector_width: u8,
        nonempty: bool,
    ) -> Res<()> {
        if vector_width == 4 && self.can_vectorize {
            if let Some(split) = super::split::find(self.k, var, extent, body) {
                return self.split_loop(&split, var, extent, lo, hi, body);
            }
            if let Some(cond) = super::split::unswitch(self.k, var, body) {
                return self.unswitched_loop(cond, var, extent, (lo, hi), body, nonempty);
            }
            if let Some(plan) = super::vector::plan(self.k, var, body) {
                return self.vector_loop(&plan, var, (lo, hi, extent), body);
            }
        }
        if self.wide_math && self.tile_f64.is_none() {
            if let Some(sites) = super::tile_f64::sites(self.k, var, body) {
                return self.tiled_f64_loop(&sites, var, lo, hi, body);
            }
        }
        if self.wide_reduce {
            let rows = super::wide::rows::recognize(self.k, var, extent, body);
            if let Some(rows) = rows.filter(|r| self.can_row_sums(r)) {
                return self.row_sums(&rows, lo, hi);
            }
        }
        if let Some(jammed) = self.jams.get(&var).cloned() {
            return self.jammed_loop(var, lo, hi, &jammed, body);
        }
        self.scalar_loop(var, lo, hi, nonempty, |e| e.emit_stmts(body))
    }

    /// `for var in lo..hi { body }` as `jammed` (`cpu::jam`: [`jam::COPIES`] iterations at
    /// once) in steps over `[lo, lo + COPIES·⌊(hi - lo) / COPIES⌋)`, then `body` on the rest.
    ///
    /// [`jam::COPIES`]: super::jam::COPIES
    fn jammed_loop(
        &mut self,
        var: Var,
        lo: Value,
        hi: Value,
        jammed: &[Stmt],
        body: &[Stmt],
    ) -> Res<()> {
        let copies = super::jam::COPIES;
        let zero = self.b.ins().iconst(types::I64, 0);
        let count = self.b.ins().isub(hi, lo);
        let count = self.b.ins().smax(count, zero);
        let whole = self.b.ins().band_imm_s(count, !(copies - 1));
        let mid = self.b.ins().iadd(lo, whole);
        let counter = self.vars[var.0 as usize];
        let body_block = self.b.create_block();
        let exit = self.b.create_block();
        self.b.def_var(counter, lo);
        let run = self.b.ins().icmp(IntCC::SignedLessThan, lo, mid);
        self.b.ins().brif(run, body_block, &[], exit, &[]);
        self.b.switch_to_block(body_block);
        self.emit_stmts(jammed)?;
        let i = self.b.use_var(counter);
        let next = self.b.ins().iadd_imm_s(i, copies);
        self.b.def_var(counter, next);
        let more = self.b.ins().icmp(IntCC::SignedLessThan, next, mid);
        self.b.ins().brif(more, body_block, &[], exit, &[]);
        self.b.seal_block(body_block);
        self.b.switch_to_block(exit);
        self.b.seal_block(exit);
        self.scalar_loop(var, mid, hi, false, |e| e.emit_stmts(body))
    }

    /// A counted loop over `var` in `[lo, hi)` whose body `emit_body` emits; `nonempty` skips
    /// the entry test when `lo < hi` is known.
    pub fn scalar_loop(
        &mut self,
        var: Var,
        lo: Value,
        hi: Value,
        nonempty: bool,
        emit_body: impl FnOnce(&mut Self) -> Res<()>,
    ) -> Res<()> {
        let counter = self.vars[var.0 as usize];
        let body_block = self.b.create_block();
        let exit = self.b.create_block();
        self.b.def_var(counter, lo);
        if nonempty {
            self.b.ins().jump(body_block, &[]);
        } else {
            let run = self.b.ins().icmp(IntCC::SignedLessThan, lo, hi);
            self.b.ins().brif(run, body_block, &[], exit, &[]);
        }
        self.b.switch_to_block(body_block);
        emit_body(self)?;
        let i = self.b.use_var(counter);
        let next = self.b.ins().iadd_imm_s(i, 1);
        self.b.def_var(counter, next);
        let more = self.b.ins().icmp(IntCC::SignedLessThan, next, hi);
        self.b.ins().brif(more, body_block, &[], exit, &[]);
        self.b.seal_block(body_block);
        self.b.switch_to_block(exit);
        self.b.seal_block(exit);
        Ok(())
    }

    /// The address of element `index` (i64) of `buffer`.
    pub fn elem_addr(&mut self, buffer: u32, index: Value) -> Value {
        let size = self.k.buffers[buffer as usize].ty.byte_size();
        let offset = self.b.ins().ishl_imm_s(index, size.trailing_zeros() as i64);
        self.b.ins().iadd(self.bases[buffer as usize], offset)
    }

    /// Loads element `index` of `buffer` as its compute type.
    pub fn load_elem(&mut self, buffer: u32, index: Value) -> Value {
        let ty = self.k.buffers[buffer as usize].ty;
        let addr = self.elem_addr(buffer, index);
        let raw = self.b.ins().load(clif_type(ty), mem_flags(), addr, 0);
        match ty {
            ScalarType::F16 => self.f16_bits_to_f32(raw),
            ScalarType::BF16 => self.bf16_bits_to_f32(raw),
            _ => raw,
        }
    }

    /// Stores compute-typed `value` into element `index` of `buffer` (rounding to f16/bf16).
    pub fn store_elem(&mut self, buffer: u32, index: Value, value: Value) {
        let ty = self.k.buffers[buffer as usize].ty;
        let raw = match ty {
            ScalarType::F16 => self.f32_to_f16_bits(value),
            ScalarType::BF16 => self.f32_to_bf16_bits(value),
            _ => value,
        };
        let addr = self.elem_addr(buffer, index);
        self.b.ins().store(mem_flags(), raw, addr, 0);
    }

    /// The current scalar value of `var` (its lane value while a lane is being evaluated).
    pub fn var_value(&mut self, var: Var) -> Value {
        match self.lane_vars[var.0 as usize] {
            Some(v) => v,
            None => self.b.use_var(self.vars[var.0 as usize]),
        }
    }

    /// Calls helper `h` through the table; returns its result.
    pub fn call_helper(&mut self, h: Helper, args: &[Value]) -> Value {
        let sig = self.helper_sig(h.sig());
        let flags = MemFlagsData::new().with_notrap().with_readonly();
        let offset = (h.index() * self.ptr_ty.bytes() as usize) as i32;
        let callee = self.b.ins().load(self.ptr_ty, flags, self.helpers, offset);
        let call = self.b.ins().call_indirect(sig, callee, args);
        self.b.inst_results(call)[0]
    }

    /// Calls tile helper `h` on the `count` (i64) f32 values at `values`.
    pub fn call_tile_helper(&mut self, h: Helper, values: Value, count: Value) {
        let sig = self.helper_sig(h.sig());
        let flags = MemFlagsData::new().with_notrap().with_readonly();
        let offset = (h.index() * self.ptr_ty.bytes() as usize) as i32;
        let callee = self.b.ins().load(self.ptr_ty, flags, self.helpers, offset);
        self.b.ins().call_indirect(sig, callee, &[values, count]);
    }

    /// Calls helper `h`, which has no result.
    pub fn call_void_helper(&mut self, h: Helper, args: &[Value]) {
        let sig = self.helper_sig(h.sig());
        let flags = MemFlagsData::new().with_notrap().with_readonly();
        let offset = (h.index() * self.ptr_ty.bytes() as usize) as i32;
        let callee = self.b.ins().load(self.ptr_ty, flags, self.helpers, offset);
        self.b.ins().call_indirect(sig, callee, args);
    }

    fn helper_sig(&mut self, class: HelperSig) -> SigRef {
        let slot = class as usize;
        if let Some(s) = self.sigs[slot] {
            return s;
        }
        if class == HelperSig::Transpose32 {
            let mut sig = Signature::new(self.call_conv);
            let (p, i) = (AbiParam::new(self.ptr_ty), AbiParam::new(types::I64));
            sig.params.extend([p, i, p, i, i, i]);
            let s = self.b.import_signature(sig);
            self.sigs[slot] = Some(s);
            return s;
        }
        if class == HelperSig::ColumnsF32 {
            let mut sig = Signature::new(self.call_conv);
            let (p, i) = (AbiParam::new(self.ptr_ty), AbiParam::new(types::I64));
            sig.params.extend([p, p, i, i, i]);
            let s = self.b.import_signature(sig);
            self.sigs[slot] = Some(s);
            return s;
        }
        if class == HelperSig::RowsF32 {
            let mut sig = Signature::new(self.call_conv);
            let (p, i) = (AbiParam::new(self.ptr_ty), AbiParam::new(types::I64));
            sig.params
                .extend([p, p, i, i, i, AbiParam::new(types::F32)]);
            let s = self.b.import_signature(sig);
            self.sigs[slot] = Some(s);
            return s;
        }
        if class == HelperSig::RowReduceF32 || class == HelperSig::RowSquaresF32 {
            let mut sig = Signature::new(self.call_conv);
            sig.params.push(AbiParam::new(self.ptr_ty));
            sig.params.push(AbiParam::new(types::I64));
            sig.params.push(AbiParam::new(types::F32));
            if class == HelperSig::RowSquaresF32 {
                sig.params.push(AbiParam::new(types::F32));
            }
            sig.returns.push(AbiParam::new(types::F32));
            let s = self.b.import_signature(sig);
            self.sigs[slot] = Some(s);
            return s;
        }
        if class == HelperSig::TileF32 {
            let mut sig = Signature::new(self.call_conv);
            sig.params.push(AbiParam::new(self.ptr_ty));
            sig.params.push(AbiParam::new(types::I64));
            let s = self.b.import_signature(sig);
            self.sigs[slot] = Some(s);
            return s;
        }
        let (ty, arity) = match class {
            HelperSig::UnaryF32 => (types::F32, 1),
            HelperSig::BinaryF32 => (types::F32, 2),
            HelperSig::TernaryF32 => (types::F32, 3),
            HelperSig::UnaryF64 => (types::F64, 1),
            HelperSig::BinaryF64 => (types::F64, 2),
            HelperSig::TernaryF64 => (types::F64, 3),
            HelperSig::TileF32
            | HelperSig::Transpose32
            | HelperSig::RowReduceF32
            | HelperSig::RowSquaresF32
            | HelperSig::RowsF32
            | HelperSig::ColumnsF32 => {
                unreachable!("handled above")
            }
        };
        let mut sig = Signature::new(self.call_conv);
        sig.params
            .extend(std::iter::repeat_n(AbiParam::new(ty), arity));
        sig.returns.push(AbiParam::new(ty));
        let s = self.b.import_signature(sig);
        self.sigs[slot] = Some(s);
        s
    }
}
