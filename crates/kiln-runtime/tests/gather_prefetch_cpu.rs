//! Gather fusions that run in prefetching blocks (`cpu/library/gather_prefetch.rs`): every
//! case compares with the interpreter (1 and 2 threads, with and without the optimization
//! pipeline), including indices out of range (gather clamps them) and JAX's negative-index
//! wrap; where the plan applies, the slice offsets its prefetches compute are the ones gather
//! reads, and where it does not (slices that are not contiguous, index arithmetic it cannot
//! evaluate) the fusion still runs, as a plain kernel.

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_hlo::{ArrayData, ArrayLiteral, Literal, Module, Opcode, PrimitiveType};
use kiln_runtime::cpu::library::gather_prefetch::GatherPrefetch;
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

/// `module` on `args` agrees with the interpreter in every configuration.
fn assert_matches_interpreter(module: &Module, args: &[Literal]) {
    let want = Evaluator::new(module)
        .run(args)
        .unwrap_or_else(|e| panic!("interpreter: {e}"));
    for (optimize, threads) in [(true, 1), (false, 1), (true, 2), (false, 2)] {
        let options = CompileOptions { optimize, threads };
        let exe = CpuExecutable::compile(module, &options)
            .unwrap_or_else(|e| panic!("optimize={optimize}: compile fails: {e}"));
        for run in 0..2 {
            let got = exe
                .execute(args)
                .unwrap_or_else(|e| panic!("optimize={optimize}: execute fails: {e}"));
            if let Err(e) = support::close(&got, &want, 0.0, 0.0) {
                panic!(
                    "optimize={optimize} threads={threads} run {run}: {e}\ncompiled:\n{}",
                    exe.module()
                );
            }
        }
    }
}

/// The prefetch plan of the (single) gather fusion of `module` as compiled with the
/// optimization pipeline, and the kernel arguments its index program reads (`args` mapped
/// through the fusion's operands; result buffers null).
fn plan_of(module: &Module, args: &[Literal]) -> (Option<GatherPrefetch>, Vec<*mut u8>) {
    let options = CompileOptions {
        optimize: true,
        threads: 1,
    };
    let exe = CpuExecutable::compile(module, &options).unwrap();
    let optimized = exe.module();
    let entry = optimized.entry_computation();
    let fusion = entry
        .instructions
        .iter()
        .find(|i| {
            i.opcode == Opcode::Fusion
                && optimized
                    .comp(i.attrs.calls.as_ref().unwrap()[0])
                    .instructions
                    .iter()
                    .any(|g| g.opcode == Opcode::Gather)
        })
        .unwrap_or_else(|| panic!("no gather fusion in\n{optimized}"));
    let called = fusion.attrs.calls.as_ref().unwrap()[0];
    let kernel = kiln_codegen::lower::lower_computation(optimized, called, &fusion.name).unwrap();
    let plan = GatherPrefetch::plan(optimized, called, fusion, kernel.parallel_extent());
    let mut raw: Vec<*mut u8> = fusion
        .operands
        .iter()
        .map(|&op| {
            let number = entry.instr(op).attrs.parameter_number.unwrap_or_else(|| {
                panic!("fusion operand {} is not a parameter", entry.instr(op).name)
            });
            let a = args[number as usize].as_array().unwrap();
            kiln_hlo::with_array_data!(&a.data, v => v.as_ptr() as *mut u8)
        })
        .collect();
    raw.push(std::ptr::null_mut());
    (plan, raw)
}

/// The plan exists and its slice offsets are `expected(batch)` for every batch element.
fn assert_offsets(module: &Module, args: &[Literal], expected: impl Fn(usize) -> i64) {
    let (plan, raw) = plan_of(module, args);
    let plan = plan.unwrap_or_else(|| panic!("no prefetch plan for\n{module}"));
    for batch in 0..plan.batch_count() {
        // SAFETY: `raw` holds the fusion's operands (the arguments' own storage).
        let got = unsafe { plan.slice_offset(&raw, batch) };
        assert_eq!(got, expected(batch as usize), "batch element {batch}");
    }
}

fn s32(dims: Vec<i64>, values: Vec<i32>) -> Literal {
    Literal::Array(ArrayLiteral::new(PrimitiveType::S32, dims, ArrayData::S32(values)).unwrap())
}

/// `jnp.take(table, ids, axis=0)` (negative ids wrap, ids out of range give NaN) plus a
/// positional input: the embedding lookup of the gather_embedding benchmark.
const TAKE_ROWS: &str = r#"
HloModule m
where {
  p = pred[77]{0} parameter(0)
  a = s32[77]{0} parameter(1)
  b = s32[77]{0} parameter(2)
  ROOT s = s32[77]{0} select(p, a, b)
}
and {
  x = pred[] parameter(0)
  y = pred[] parameter(1)
  ROOT z = pred[] and(x, y)
}
take {
  ids = s32[77]{0} parameter(1)
  zero = s32[] constant(0)
  zeros = s32[77]{0} broadcast(zero), dimensions={}
  negative = pred[77]{0} compare(ids, zeros), direction=LT
  n = s32[] constant(300)
  ns = s32[77]{0} broadcast(n), dimensions={}
  wrapped = s32[77]{0} add(ids, ns)
  w = s32[77]{0} call(negative, wrapped, ids), to_apply=where
  i = s32[77,1]{1,0} reshape(w)
  zeros2 = s32[77,1]{1,0} broadcast(zero), dimensions={}
  ge = pred[77,1]{1,0} compare(i, zeros2), direction=GE
  last = s32[] constant(299)
  lasts = s32[77,1]{1,0} broadcast(last), dimensions={}
  le = pred[77,1]{1,0} compare(i, lasts), direction=LE
  inside = pred[77,1]{1,0} and(ge, le)
  t = pred[] constant(true)
  ok = pred[77]{0} reduce(inside, t), dimensions={1}, to_apply=and
  oks = pred[77,96]{1,0} broadcast(ok), dimensions={0}
  table = f32[300,96]{1,0} parameter(0)
  g = f32[77,96]{1,0} gather(table, i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,96}
  nan = f32[] constant(nan)
  nans = f32[77,96]{1,0} broadcast(nan), dimensions={}
  ROOT r = f32[77,96]{1,0} select(oks, g, nans)
}
ENTRY main {
  table = f32[300,96]{1,0} parameter(0)
  ids = s32[77]{0} parameter(1)
  rows = f32[77,96]{1,0} call(table, ids), to_apply=take
  pos = f32[77,96]{1,0} parameter(2)
  ROOT out = f32[77,96]{1,0} add(rows, pos)
}
"#;

#[test]
fn take_rows_wraps_negative_ids_and_fills_out_of_range_ones() {
    let module = support::parse(TAKE_ROWS);
    let mut args = support::random_args(&module, 3);
    let special = [0, 299, 300, -1, -300, -301, 5000, -5000, i32::MAX, i32::MIN];
    let mut rng = support::Rng::new(7);
    let ids: Vec<i32> = (0..77)
        .map(|i| match special.get(i) {
            Some(&v) => v,
            None => rng.int(-400, 400) as i32,
        })
        .collect();
    args[1] = s32(vec![77], ids.clone());
    assert_matches_interpreter(&module, &args);
    assert_offsets(&module, &args, |b| {
        let id = ids[b] as i64;
        let wrapped = if id < 0 { (id + 300) as i32 as i64 } else { id };
        wrapped.clamp(0, 299) * 96 * 4
    });
}

#[test]
fn blocks_of_two_start_indices_with_s64_index_vectors() {
    let module = support::parse(
        r#"
HloModule m
ENTRY main {
  table = f64[20,30,64]{2,1,0} parameter(0)
  idx = s64[5,7,2]{2,1,0} parameter(1)
  g = f64[5,7,64]{2,1,0} gather(table, idx), offset_dims={2}, collapsed_slice_dims={0,1}, start_index_map={0,1}, index_vector_dim=2, slice_sizes={1,1,64}
  two = f64[] constant(2)
  twos = f64[5,7,64]{2,1,0} broadcast(two), dimensions={}
  ROOT r = f64[5,7,64]{2,1,0} multiply(g, twos)
}
"#,
    );
    let args = support::random_args(&module, 5);
    assert_matches_interpreter(&module, &args);
    let ArrayData::S64(idx) = &args[1].as_array().unwrap().data else {
        panic!("s64 indices")
    };
    assert_offsets(&module, &args, |b| {
        let (i0, i1) = (idx[2 * b].clamp(0, 19), idx[2 * b + 1].clamp(0, 29));
        (i0 * 30 + i1) * 64 * 8
    });
}

#[test]
fn converted_u8_indices_gather_several_rows_per_slice() {
    let module = support::parse(
        r#"
HloModule m
ENTRY main {
  table = bf16[40,4,64]{2,1,0} parameter(0)
  ids = u8[6,5]{1,0} parameter(1)
  i = s32[6,5]{1,0} convert(ids)
  g = bf16[6,5,4,64]{3,2,1,0} gather(table, i), offset_dims={2,3}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=2, slice_sizes={1,4,64}
  f = f32[6,5,4,64]{3,2,1,0} convert(g)
  pos = f32[6,5,4,64]{3,2,1,0} parameter(2)
  ROOT r = f32[6,5,4,64]{3,2,1,0} add(f, pos)
}
"#,
    );
    let mut args = support::random_args(&module, 9);
    // Every row, and ids past the end (clamped to the last row).
    let ids: Vec<u8> = (0..30).map(|i| (i * 7 % 50) as u8).collect();
    args[1] = Literal::Array(
        ArrayLiteral::new(PrimitiveType::U8, vec![6, 5], ArrayData::U8(ids.clone())).unwrap(),
    );
    assert_matches_interpreter(&module, &args);
    assert_offsets(&module, &args, |b| {
        (ids[b] as i64).clamp(0, 39) * 4 * 64 * 2
    });
}

#[test]
fn slices_that_are_not_contiguous_run_as_a_plain_kernel() {
    let module = support::parse(
        r#"
HloModule m
ENTRY main {
  table = f32[40,4,64]{2,1,0} parameter(0)
  ids = s32[9]{0} parameter(1)
  g = f32[9,4,32]{2,1,0} gather(table, ids), offset_dims={1,2}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,4,32}
  ROOT r = f32[9,4,32]{2,1,0} negate(g)
}
"#,
    );
    let args = support::random_args(&module, 13);
    assert_matches_interpreter(&module, &args);
    assert!(plan_of(&module, &args).0.is_none());
}

#[test]
fn index_arithmetic_it_cannot_evaluate_runs_as_a_plain_kernel() {
    let module = support::parse(
        r#"
HloModule m
ENTRY main {
  table = f32[50,128]{1,0} parameter(0)
  ids = s32[33]{0} parameter(1)
  three = s32[] constant(3)
  threes = s32[33]{0} broadcast(three), dimensions={}
  i = s32[33]{0} divide(ids, threes)
  g = f32[33,128]{1,0} gather(table, i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,128}
  pos = f32[33,128]{1,0} parameter(2)
  ROOT r = f32[33,128]{1,0} add(g, pos)
}
"#,
    );
    let args = support::random_args(&module, 17);
    assert_matches_interpreter(&module, &args);
    assert!(plan_of(&module, &args).0.is_none());
}

#[test]
fn random_row_gathers_agree_with_the_interpreter() {
    let mut rng = support::Rng::new(21);
    for case in 0..12 {
        let rows = rng.int(1, 90);
        let width = [64, 96, 100, 256, 513][rng.int(0, 4) as usize];
        let count = rng.int(1, 70);
        let (ty, index_ty) = [
            ("f32", "s32"),
            ("f64", "s64"),
            ("s32", "u32"),
            ("f16", "s16"),
            ("u8", "s8"),
        ][rng.int(0, 4) as usize];
        let text = format!(
            r#"
HloModule m
ENTRY main {{
  table = {ty}[{rows},{width}]{{1,0}} parameter(0)
  ids = {index_ty}[{count}]{{0}} parameter(1)
  lo = {index_ty}[] constant(1)
  los = {index_ty}[{count}]{{0}} broadcast(lo), dimensions={{}}
  hi = {index_ty}[] constant(80)
  his = {index_ty}[{count}]{{0}} broadcast(hi), dimensions={{}}
  c = {index_ty}[{count}]{{0}} clamp(los, ids, his)
  i = {index_ty}[{count},1]{{1,0}} reshape(c)
  g = {ty}[{count},{width}]{{1,0}} gather(table, i), offset_dims={{1}}, collapsed_slice_dims={{0}}, start_index_map={{0}}, index_vector_dim=1, slice_sizes={{1,{width}}}
  other = {ty}[{count},{width}]{{1,0}} parameter(2)
  ROOT r = {ty}[{count},{width}]{{1,0}} maximum(g, other)
}}
"#
        );
        let module = support::parse(&text);
        let args = support::random_args(&module, case);
        assert_matches_interpreter(&module, &args);
    }
}

/// `jnp.take_along_axis(x, i, 1)` of a 16 MiB operand: one element per index, the row from
/// the batch element (a batching dimension), negative indices wrapped, out of range ones NaN.
/// Each element is a likely miss in an operand this large, so the plan prefetches them.
const TAKE_ALONG: &str = r#"
HloModule m
region_0.1 {
  reduce_and.3 = pred[] parameter(0)
  reduce_and.4 = pred[] parameter(1)
  ROOT reduce_and.5 = pred[] and(reduce_and.3, reduce_and.4)
}
take_along_axis.2 {
  Arg_1.1 = s32[2048,8]{1,0} parameter(1)
  constant.11 = s32[] constant(0)
  lt.2 = s32[2048,8]{1,0} broadcast(constant.11), dimensions={}
  lt.3 = pred[2048,8]{1,0} compare(Arg_1.1, lt.2), direction=LT
  constant.9 = s32[] constant(2048)
  add.2 = s32[2048,8]{1,0} broadcast(constant.9), dimensions={}
  add.3 = s32[2048,8]{1,0} add(Arg_1.1, add.2)
  select_n.2 = s32[2048,8]{1,0} select(lt.3, add.3, Arg_1.1)
  reshape.1 = s32[2048,8,1]{2,1,0} reshape(select_n.2)
  constant.8 = s32[] constant(0)
  ge.2 = s32[2048,8,1]{2,1,0} broadcast(constant.8), dimensions={}
  ge.3 = pred[2048,8,1]{2,1,0} compare(reshape.1, ge.2), direction=GE
  constant.7 = s32[] constant(2047)
  le.2 = s32[2048,8,1]{2,1,0} broadcast(constant.7), dimensions={}
  le.3 = pred[2048,8,1]{2,1,0} compare(reshape.1, le.2), direction=LE
  and.1 = pred[2048,8,1]{2,1,0} and(ge.3, le.3)
  constant.10 = pred[] constant(true)
  reduce_and.7 = pred[2048,8]{1,0} reduce(and.1, constant.10), dimensions={2}, to_apply=region_0.1
  Arg_0.1 = f32[2048,2048]{1,0} parameter(0)
  gather.1 = f32[2048,8]{1,0} gather(Arg_0.1, reshape.1), offset_dims={}, collapsed_slice_dims={1}, start_index_map={1}, operand_batching_dims={0}, start_indices_batching_dims={0}, index_vector_dim=2, slice_sizes={1,1}
  constant.6 = f32[] constant(nan)
  broadcast_in_dim.1 = f32[2048,8]{1,0} broadcast(constant.6), dimensions={}
  ROOT select_n.3 = f32[2048,8]{1,0} select(reduce_and.7, gather.1, broadcast_in_dim.1)
}
ENTRY main.3 {
  x.1 = f32[2048,2048]{1,0} parameter(0)
  i.1 = s32[2048,8]{1,0} parameter(1)
  ROOT jit_take_along_axis_.1 = f32[2048,8]{1,0} call(x.1, i.1), to_apply=take_along_axis.2
}
"#;

#[test]
fn elements_taken_along_rows_run_as_a_plain_kernel() {
    // One element per index: the kernel's vector loop keeps its misses in flight itself;
    // computing each index again for a prefetch cost more than it hid.
    let module = support::parse(TAKE_ALONG);
    let mut args = support::random_args(&module, 5);
    let special = [
        0,
        2047,
        2048,
        -1,
        -2048,
        -2049,
        9000,
        -9000,
        i32::MAX,
        i32::MIN,
    ];
    let mut rng = support::Rng::new(11);
    let ids: Vec<i32> = (0..2048 * 8)
        .map(|i| match special.get(i % 97) {
            Some(&v) => v,
            None => rng.int(-2100, 2100) as i32,
        })
        .collect();
    args[1] = s32(vec![2048, 8], ids);
    assert_matches_interpreter(&module, &args);
    assert!(plan_of(&module, &args).0.is_none());
}

/// `take_along_axis(x, i, 1)` of rows: a batching dimension, slices of 64 f32.
const TAKE_ALONG_ROWS: &str = r#"
HloModule m
ENTRY main {
  x = f32[37,50,64]{2,1,0} parameter(0)
  i = s32[37,9]{1,0} parameter(1)
  w = s32[37,9,1]{2,1,0} reshape(i)
  ROOT g = f32[37,9,64]{2,1,0} gather(x, w), offset_dims={2}, collapsed_slice_dims={1}, start_index_map={1}, operand_batching_dims={0}, start_indices_batching_dims={0}, index_vector_dim=2, slice_sizes={1,1,64}
}
"#;

#[test]
fn rows_taken_along_a_batching_dimension_are_prefetched() {
    let module = support::parse(TAKE_ALONG_ROWS);
    let mut args = support::random_args(&module, 6);
    let special = [0, 49, 50, -1, i32::MAX, i32::MIN];
    let mut rng = support::Rng::new(12);
    let ids: Vec<i32> = (0..37 * 9)
        .map(|i| match special.get(i % 13) {
            Some(&v) => v,
            None => rng.int(-5, 55) as i32,
        })
        .collect();
    args[1] = s32(vec![37, 9], ids.clone());
    assert_matches_interpreter(&module, &args);
    assert_offsets(&module, &args, |b| {
        let row = (ids[b] as i64).clamp(0, 49);
        ((b as i64 / 9) * 50 + row) * 64 * 4
    });
}
