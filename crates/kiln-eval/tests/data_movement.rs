//! The tricky corners of the data-movement ops, as small HLO modules with hand-computed
//! results: gather clamping and batching, scatter's dropped windows and duplicates, pad with
//! negative and interior padding, dynamic-slice clamping, stable multi-operand sort, topk ties
//! and NaNs, variadic reduce (argmax), reduction order.

use kiln_eval::Evaluator;
use kiln_hlo::{parse_module, ArrayData, ArrayLiteral, Literal, PrimitiveType};

fn lit(ty: PrimitiveType, dims: &[i64], data: ArrayData) -> Literal {
    Literal::Array(ArrayLiteral::new(ty, dims.to_vec(), data).expect("consistent test literal"))
}

fn f32s(dims: &[i64], v: &[f32]) -> Literal {
    lit(PrimitiveType::F32, dims, ArrayData::F32(v.to_vec()))
}

fn s32s(dims: &[i64], v: &[i32]) -> Literal {
    lit(PrimitiveType::S32, dims, ArrayData::S32(v.to_vec()))
}

fn try_run(hlo: &str, args: &[Literal]) -> Result<Literal, String> {
    let module = parse_module(hlo).map_err(|e| format!("parse: {e}"))?;
    Evaluator::new(&module).run(args).map_err(|e| e.to_string())
}

fn run(hlo: &str, args: &[Literal]) -> Literal {
    try_run(hlo, args).unwrap_or_else(|e| panic!("{e}\nmodule:\n{hlo}"))
}

fn f32_values(l: &Literal) -> Vec<f32> {
    match l {
        Literal::Array(ArrayLiteral {
            data: ArrayData::F32(v),
            ..
        }) => v.clone(),
        other => panic!("expected f32 array, got {other:?}"),
    }
}

fn s32_values(l: &Literal) -> Vec<i32> {
    match l {
        Literal::Array(ArrayLiteral {
            data: ArrayData::S32(v),
            ..
        }) => v.clone(),
        other => panic!("expected s32 array, got {other:?}"),
    }
}

fn dims(l: &Literal) -> Vec<i64> {
    l.as_array().expect("array").dims.clone()
}

fn tuple(l: Literal) -> Vec<Literal> {
    match l {
        Literal::Tuple(parts) => parts,
        other => panic!("expected a tuple, got {other:?}"),
    }
}

const ADD_F32: &str =
    "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] add(a, b)\n}\n";

// ---- gather ----

#[test]
fn gather_clamps_starts_so_the_slice_fits() {
    let hlo = "HloModule m
ENTRY e {
  x = f32[5] parameter(0)
  i = s32[4,1] parameter(1)
  ROOT g = f32[4,3] gather(x, i), offset_dims={1}, collapsed_slice_dims={}, start_index_map={0}, index_vector_dim=1, slice_sizes={3}
}";
    let out = run(
        hlo,
        &[
            f32s(&[5], &[0., 1., 2., 3., 4.]),
            s32s(&[4, 1], &[-2, 1, 4, 100]),
        ],
    );
    assert_eq!(dims(&out), [4, 3]);
    assert_eq!(
        f32_values(&out),
        [0., 1., 2., 1., 2., 3., 2., 3., 4., 2., 3., 4.]
    );
}

#[test]
fn gather_with_implicit_index_vector_dim_and_collapsed_dim() {
    // Embedding lookup: rows of a [4,2] table by s32[3] indices, index_vector_dim = rank.
    let hlo = "HloModule m
ENTRY e {
  t = f32[4,2] parameter(0)
  i = s32[3] parameter(1)
  ROOT g = f32[3,2] gather(t, i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,2}
}";
    let table = f32s(&[4, 2], &[0., 1., 10., 11., 20., 21., 30., 31.]);
    let out = run(hlo, &[table, s32s(&[3], &[3, 0, 2])]);
    assert_eq!(f32_values(&out), [30., 31., 0., 1., 20., 21.]);
}

#[test]
fn gather_with_batching_dims() {
    // Per batch row b: x[b, i[b] : i[b]+2], starts clamped within the row.
    let hlo = "HloModule m
ENTRY e {
  x = f32[3,4] parameter(0)
  i = s32[3,1] parameter(1)
  ROOT g = f32[3,2] gather(x, i), offset_dims={1}, collapsed_slice_dims={}, start_index_map={1}, operand_batching_dims={0}, start_indices_batching_dims={0}, index_vector_dim=1, slice_sizes={1,2}
}";
    let x = f32s(
        &[3, 4],
        &[0., 1., 2., 3., 10., 11., 12., 13., 20., 21., 22., 23.],
    );
    let out = run(hlo, &[x, s32s(&[3, 1], &[1, 3, -5])]);
    assert_eq!(f32_values(&out), [1., 2., 12., 13., 20., 21.]);
}

#[test]
fn gather_offset_dim_before_batch_dim() {
    // offset_dims={0}: the slice runs along output dimension 0, the batch along dimension 1.
    let hlo = "HloModule m
ENTRY e {
  x = f32[2,3] parameter(0)
  i = s32[2] parameter(1)
  ROOT g = f32[2,2] gather(x, i), offset_dims={0}, collapsed_slice_dims={1}, start_index_map={1}, index_vector_dim=1, slice_sizes={2,1}
}";
    let out = run(
        hlo,
        &[
            f32s(&[2, 3], &[0., 1., 2., 10., 11., 12.]),
            s32s(&[2], &[2, 0]),
        ],
    );
    assert_eq!(f32_values(&out), [2., 0., 12., 10.]);
}

#[test]
fn malformed_gather_is_an_error() {
    let hlo = "HloModule m
ENTRY e {
  x = f32[5] parameter(0)
  i = s32[2,1] parameter(1)
  ROOT g = f32[2,7] gather(x, i), offset_dims={1}, collapsed_slice_dims={}, start_index_map={0}, index_vector_dim=1, slice_sizes={7}
}";
    assert!(try_run(hlo, &[f32s(&[5], &[0.; 5]), s32s(&[2, 1], &[0, 1])]).is_err());
}

// ---- scatter ----

fn scatter_1d(combiner: &str, root: &str, window: i64, n: i64) -> String {
    format!(
        "HloModule m
{combiner}
ENTRY e {{
  x = f32[5] parameter(0)
  i = s32[{n},1] parameter(1)
  u = f32[{n},{window}] parameter(2)
  ROOT s = f32[5] scatter(x, i, u), update_window_dims={{1}}, inserted_window_dims={{}}, scatter_dims_to_operand_dims={{0}}, index_vector_dim=1, to_apply={root}
}}"
    )
}

#[test]
fn scatter_drops_whole_windows_that_would_leave_the_operand() {
    let hlo = scatter_1d(ADD_F32, "add", 2, 4);
    let x = f32s(&[5], &[0.; 5]);
    // Start 4 would write [4, 5]: dropped entirely, element 4 included. Start -1 likewise.
    let u = f32s(&[4, 2], &[1., 2., 10., 20., 100., 200., 1000., 2000.]);
    let out = run(&hlo, &[x, s32s(&[4, 1], &[0, 4, -1, 3]), u]);
    assert_eq!(f32_values(&out), [1., 2., 0., 1000., 2000.]);
}

#[test]
fn scatter_add_accumulates_duplicates() {
    let hlo = scatter_1d(ADD_F32, "add", 1, 4);
    let u = f32s(&[4, 1], &[1., 2., 3., 4.]);
    let out = run(
        &hlo,
        &[f32s(&[5], &[0.5; 5]), s32s(&[4, 1], &[1, 1, 1, 0]), u],
    );
    assert_eq!(f32_values(&out), [4.5, 6.5, 0.5, 0.5, 0.5]);
}

#[test]
fn scatter_set_applies_duplicates_in_order() {
    let set = "set {\n  a = f32[] parameter(0)\n  ROOT b = f32[] parameter(1)\n}\n";
    let hlo = scatter_1d(set, "set", 1, 3);
    let u = f32s(&[3, 1], &[5., 7., 9.]);
    let out = run(&hlo, &[f32s(&[5], &[0.; 5]), s32s(&[3, 1], &[2, 2, 4]), u]);
    assert_eq!(f32_values(&out), [0., 0., 7., 0., 9.]);
}

#[test]
fn scatter_non_commutative_combiner_sees_operand_first() {
    let sub = "sub {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] subtract(a, b)\n}\n";
    let hlo = scatter_1d(sub, "sub", 1, 2);
    let out = run(
        &hlo,
        &[
            f32s(&[5], &[10.; 5]),
            s32s(&[2, 1], &[0, 0]),
            f32s(&[2, 1], &[1., 2.]),
        ],
    );
    assert_eq!(f32_values(&out), [7., 10., 10., 10., 10.]);
}

#[test]
fn variadic_scatter_updates_both_operands() {
    let hlo = "HloModule m
comb {
  a = f32[] parameter(0)
  b = s32[] parameter(1)
  c = f32[] parameter(2)
  d = s32[] parameter(3)
  s = f32[] add(a, c)
  m = s32[] maximum(b, d)
  ROOT t = (f32[], s32[]) tuple(s, m)
}
ENTRY e {
  x = f32[3] parameter(0)
  y = s32[3] parameter(1)
  i = s32[3] parameter(2)
  u = f32[3] parameter(3)
  v = s32[3] parameter(4)
  ROOT s = (f32[3], s32[3]) scatter(x, y, i, u, v), update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=comb
}";
    let args = [
        f32s(&[3], &[0., 0., 0.]),
        s32s(&[3], &[5, 5, 5]),
        s32s(&[3], &[2, 2, 0]),
        f32s(&[3], &[1., 2., 3.]),
        s32s(&[3], &[9, 1, 4]),
    ];
    let out = tuple(run(hlo, &args));
    assert_eq!(f32_values(&out[0]), [3., 0., 3.]);
    assert_eq!(s32_values(&out[1]), [5, 5, 9]);
}

#[test]
fn scatter_with_batching_dims() {
    // Row b of x gets u[b] added at column i[b].
    let hlo = format!(
        "HloModule m
{ADD_F32}
ENTRY e {{
  x = f32[2,3] parameter(0)
  i = s32[2,1] parameter(1)
  u = f32[2] parameter(2)
  ROOT s = f32[2,3] scatter(x, i, u), update_window_dims={{}}, inserted_window_dims={{1}}, scatter_dims_to_operand_dims={{1}}, input_batching_dims={{0}}, scatter_indices_batching_dims={{0}}, index_vector_dim=1, to_apply=add
}}"
    );
    let out = run(
        &hlo,
        &[
            f32s(&[2, 3], &[0.; 6]),
            s32s(&[2, 1], &[2, 0]),
            f32s(&[2], &[5., 7.]),
        ],
    );
    assert_eq!(f32_values(&out), [0., 0., 5., 7., 0., 0.]);
}

// ---- pad, dynamic-slice, dynamic-update-slice ----

#[test]
fn pad_with_negative_edges_and_interior() {
    let hlo = "HloModule m
ENTRY e {
  x = f32[2,3] parameter(0)
  p = f32[] constant(-1)
  ROOT r = f32[3,3] pad(x, p), padding=1_0_0x-1_-1_1
}";
    // Columns: interior 1 gives [a,p,b,p,c]; cropping one at each end leaves [p,b,p].
    let out = run(hlo, &[f32s(&[2, 3], &[1., 2., 3., 4., 5., 6.])]);
    assert_eq!(dims(&out), [3, 3]);
    assert_eq!(
        f32_values(&out),
        [-1., -1., -1., -1., 2., -1., -1., 5., -1.]
    );
}

#[test]
fn dynamic_slice_clamps_negative_and_large_starts() {
    let hlo = "HloModule m
ENTRY e {
  x = s32[4,4] parameter(0)
  a = s32[] parameter(1)
  b = u32[] parameter(2)
  ROOT r = s32[2,2] dynamic-slice(x, a, b), dynamic_slice_sizes={2,2}
}";
    let x = s32s(&[4, 4], &(0..16).collect::<Vec<_>>());
    let big = lit(PrimitiveType::U32, &[], ArrayData::U32(vec![u32::MAX]));
    let out = run(hlo, &[x, s32s(&[], &[-3]), big]);
    // Row start -3 -> 0, column start 2^32-1 -> 2.
    assert_eq!(s32_values(&out), [2, 3, 6, 7]);
}

#[test]
fn dynamic_update_slice_clamps_starts() {
    let hlo = "HloModule m
ENTRY e {
  x = s32[5] parameter(0)
  u = s32[2] parameter(1)
  a = s32[] parameter(2)
  ROOT r = s32[5] dynamic-update-slice(x, u, a)
}";
    let out = run(
        hlo,
        &[s32s(&[5], &[0; 5]), s32s(&[2], &[7, 8]), s32s(&[], &[4])],
    );
    assert_eq!(s32_values(&out), [0, 0, 0, 7, 8]);
}

// ---- sort and topk ----

#[test]
fn multi_operand_sort_is_stable_on_key_ties() {
    let hlo = "HloModule m
cmp {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  c = f32[] parameter(2)
  d = f32[] parameter(3)
  ROOT lt = pred[] compare(a, b), direction=LT
}
ENTRY e {
  k = s32[6] parameter(0)
  v = f32[6] parameter(1)
  ROOT s = (s32[6], f32[6]) sort(k, v), dimensions={0}, is_stable=true, to_apply=cmp
}";
    let out = tuple(run(
        hlo,
        &[
            s32s(&[6], &[3, 1, 3, 2, 1, 3]),
            f32s(&[6], &[0., 1., 2., 3., 4., 5.]),
        ],
    ));
    assert_eq!(s32_values(&out[0]), [1, 1, 2, 3, 3, 3]);
    assert_eq!(f32_values(&out[1]), [1., 4., 3., 0., 2., 5.]);
}

#[test]
fn sort_with_a_comparator_the_fast_path_cannot_compile() {
    // Descending by absolute value: `abs` is not in the compiled subset, so this runs the
    // comparator through the evaluator. Rows along dimension 0 (columns) sort independently.
    let hlo = "HloModule m
cmp {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  x = f32[] abs(a)
  y = f32[] abs(b)
  ROOT gt = pred[] compare(x, y), direction=GT
}
ENTRY e {
  v = f32[3,2] parameter(0)
  ROOT s = f32[3,2] sort(v), dimensions={0}, to_apply=cmp
}";
    let out = run(hlo, &[f32s(&[3, 2], &[1., -5., -3., 2., 2., -2.])]);
    assert_eq!(f32_values(&out), [-3., -5., 2., 2., 1., -2.]);
}

#[test]
fn sort_total_order_comparator_places_nans_last() {
    let hlo = "HloModule m
cmp {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT lt = pred[] compare(a, b), direction=LT, type=TOTALORDER
}
ENTRY e {
  v = f32[5] parameter(0)
  ROOT s = f32[5] sort(v), dimensions={0}, is_stable=true, to_apply=cmp
}";
    let out = f32_values(&run(
        hlo,
        &[f32s(&[5], &[f32::NAN, 0.0, -0.0, -f32::INFINITY, 1.0])],
    ));
    assert_eq!(out[0], -f32::INFINITY);
    assert!(out[1] == 0.0 && out[1].is_sign_negative());
    assert!(out[2] == 0.0 && out[2].is_sign_positive());
    assert_eq!(out[3], 1.0);
    assert!(out[4].is_nan());
}

/// A FLOAT comparison in a compiled comparator reads denormals as zero, like `compare`
/// itself (XLA:CPU runs under DAZ): JAX's canonicalizing comparator (`x == 0 ? 0 : x`, then
/// total order) makes 1e-45, -1e-39 and 0 equal keys, so a stable sort keeps their order.
/// The compiled comparator used to compare the raw values (found by conformance/ops
/// vec_sort_topk).
#[test]
fn compiled_comparator_reads_denormals_as_zero() {
    let hlo = "HloModule m
cmp {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  zero = f32[] constant(0)
  a_zero = pred[] compare(a, zero), direction=EQ
  b_zero = pred[] compare(b, zero), direction=EQ
  x = f32[] select(a_zero, zero, a)
  y = f32[] select(b_zero, zero, b)
  ROOT lt = pred[] compare(x, y), direction=LT, type=TOTALORDER
}
ENTRY e {
  v = f32[5] parameter(0)
  ROOT s = f32[5] sort(v), dimensions={0}, is_stable=true, to_apply=cmp
}";
    let v = [1e-45, -1e-39, 0.0, -1.0, -0.0];
    let out = f32_values(&run(hlo, &[f32s(&[5], &v)]));
    let bits = |x: &[f32]| x.iter().map(|f| f.to_bits()).collect::<Vec<_>>();
    assert_eq!(bits(&out), bits(&[-1.0, 1e-45, -1e-39, 0.0, -0.0]));
}

#[test]
fn topk_ties_take_the_lower_index_and_nan_is_largest() {
    let hlo = "HloModule m
ENTRY e {
  x = f32[2,5] parameter(0)
  ROOT t = (f32[2,3], s32[2,3]) topk(x), k=3, largest=true
}";
    let x = f32s(
        &[2, 5],
        &[1., 3., 2., 3., 0., 1., f32::NAN, -0.0, 0.0, f32::INFINITY],
    );
    let out = tuple(run(hlo, &[x]));
    assert_eq!(s32_values(&out[1]), [1, 3, 2, 1, 4, 0]);
    let v = f32_values(&out[0]);
    assert_eq!(&v[..3], [3., 3., 2.]);
    assert!(v[3].is_nan() && v[4] == f32::INFINITY && v[5] == 1.0);
}

#[test]
fn topk_smallest() {
    let hlo = "HloModule m
ENTRY e {
  x = s32[6] parameter(0)
  ROOT t = (s32[2], s32[2]) topk(x), k=2, largest=false
}";
    let out = tuple(run(hlo, &[s32s(&[6], &[4, -1, 7, -1, 0, 9])]));
    assert_eq!(s32_values(&out[0]), [-1, -1]);
    assert_eq!(s32_values(&out[1]), [1, 3]);
}

// ---- reduce ----

#[test]
fn variadic_reduce_argmax_prefers_the_first_maximum() {
    let hlo = "HloModule m
argmax {
  a = f32[] parameter(0)
  ai = s32[] parameter(1)
  b = f32[] parameter(2)
  bi = s32[] parameter(3)
  gt = pred[] compare(a, b), direction=GT
  eq = pred[] compare(a, b), direction=EQ
  lt = pred[] compare(ai, bi), direction=LT
  tie = pred[] and(eq, lt)
  keep = pred[] or(gt, tie)
  v = f32[] select(keep, a, b)
  i = s32[] select(keep, ai, bi)
  ROOT r = (f32[], s32[]) tuple(v, i)
}
ENTRY e {
  x = f32[2,4] parameter(0)
  io = s32[2,4] iota(), iota_dimension=1
  ninf = f32[] constant(-inf)
  zero = s32[] constant(0)
  ROOT r = (f32[2], s32[2]) reduce(x, io, ninf, zero), dimensions={1}, to_apply=argmax
}";
    let out = tuple(run(
        hlo,
        &[f32s(&[2, 4], &[1., 5., 2., 5., -3., -1., -1., -2.])],
    ));
    assert_eq!(f32_values(&out[0]), [5., -1.]);
    assert_eq!(s32_values(&out[1]), [1, 1]);
}

#[test]
fn reduce_with_a_non_associative_computation_folds_in_order() {
    let hlo = "HloModule m
sub {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] subtract(a, b)
}
ENTRY e {
  x = f32[3] parameter(0)
  init = f32[] constant(10)
  ROOT r = f32[] reduce(x, init), dimensions={0}, to_apply=sub
}";
    assert_eq!(f32_values(&run(hlo, &[f32s(&[3], &[1., 2., 3.])])), [4.]);
}

#[test]
fn reduce_sum_over_several_dims() {
    let hlo = format!(
        "HloModule m
{ADD_F32}
ENTRY e {{
  x = f32[3,5,2] parameter(0)
  zero = f32[] constant(0.5)
  ROOT r = f32[5] reduce(x, zero), dimensions={{0,2}}, to_apply=add
}}"
    );
    let x: Vec<f32> = (0..30).map(|v| v as f32).collect();
    let want: Vec<f32> = (0..5)
        .map(|j| {
            0.5 + (0..3)
                .flat_map(|i| (0..2).map(move |k| (i * 10 + j * 2 + k) as f32))
                .sum::<f32>()
        })
        .collect();
    assert_eq!(f32_values(&run(&hlo, &[f32s(&[3, 5, 2], &x)])), want);
}

#[test]
fn reduce_to_scalar_and_over_nothing() {
    let hlo = format!(
        "HloModule m
{ADD_F32}
ENTRY e {{
  x = f32[7] parameter(0)
  zero = f32[] constant(0)
  all = f32[] reduce(x, zero), dimensions={{0}}, to_apply=add
  none = f32[7] reduce(x, zero), dimensions={{}}, to_apply=add
  ROOT t = (f32[], f32[7]) tuple(all, none)
}}"
    );
    let x: Vec<f32> = (1..=7).map(|v| v as f32).collect();
    let out = tuple(run(&hlo, &[f32s(&[7], &x)]));
    assert_eq!(f32_values(&out[0]), [28.]);
    assert_eq!(f32_values(&out[1]), x);
}

// ---- plain shape ops ----

#[test]
fn broadcast_transpose_slice_reverse_concatenate() {
    let hlo = "HloModule m
ENTRY e {
  x = s32[2,3] parameter(0)
  b = s32[2,4,3] broadcast(x), dimensions={0,2}
  t = s32[3,4,2] transpose(b), dimensions={2,1,0}
  s = s32[2,2,2] slice(t), slice={[0:3:2], [1:4:2], [0:2]}
  r = s32[2,2,2] reverse(s), dimensions={0,2}
  c = s32[2,2,4] concatenate(r, s), dimensions={2}
  ROOT f = s32[16] reshape(c)
}";
    let out = run(hlo, &[s32s(&[2, 3], &[0, 1, 2, 10, 11, 12])]);
    // s[i,j,k] = x[k, 2i]; r[i,j,k] = s[1-i, j, 1-k].
    assert_eq!(
        s32_values(&out),
        [12, 2, 0, 10, 12, 2, 0, 10, 10, 0, 2, 12, 10, 0, 2, 12]
    );
}

#[test]
fn iota_of_floats_and_bf16() {
    let hlo = "HloModule m
ENTRY e {
  a = f32[2,3] iota(), iota_dimension=1
  b = bf16[3] iota(), iota_dimension=0
  ROOT t = (f32[2,3], bf16[3]) tuple(a, b)
}";
    let out = tuple(run(hlo, &[]));
    assert_eq!(f32_values(&out[0]), [0., 1., 2., 0., 1., 2.]);
    match &out[1] {
        Literal::Array(ArrayLiteral {
            data: ArrayData::BF16(v),
            ..
        }) => {
            assert_eq!(
                v.iter().map(|x| x.to_f32()).collect::<Vec<_>>(),
                [0., 1., 2.]
            )
        }
        other => panic!("expected bf16, got {other:?}"),
    }
}

#[test]
fn long_reductions_use_every_term_and_the_init_once() {
    // 3 rows of 1000 (longer than one block of the blocked fold), init 5, exact in s32.
    let hlo = "HloModule m
add {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT r = s32[] add(a, b)
}
ENTRY e {
  x = s32[3,1000] parameter(0)
  five = s32[] constant(5)
  rows = s32[3] reduce(x, five), dimensions={1}, to_apply=add
  cols = s32[1000] reduce(x, five), dimensions={0}, to_apply=add
  all = s32[] reduce(x, five), dimensions={0,1}, to_apply=add
  ROOT t = (s32[3], s32[1000], s32[]) tuple(rows, cols, all)
}";
    let x: Vec<i32> = (0..3000).collect();
    let out = tuple(run(hlo, &[s32s(&[3, 1000], &x)]));
    let row = |r: i32| 5 + (0..1000).map(|c| r * 1000 + c).sum::<i32>();
    assert_eq!(s32_values(&out[0]), [row(0), row(1), row(2)]);
    assert_eq!(
        s32_values(&out[1]),
        (0..1000).map(|c| 5 + 3 * c + 3000).collect::<Vec<_>>()
    );
    assert_eq!(s32_values(&out[2]), [5 + (0..3000).sum::<i32>()]);
}

// ---- malformed instructions are errors, never panics ----

/// Runs `body` (the entry computation's instructions) on zero-filled parameters.
fn run_on_zeros(body: &str) -> Result<Literal, String> {
    let hlo = format!("HloModule m\n{ADD_F32}\nENTRY e {{\n{body}\n}}");
    let module = parse_module(&hlo).unwrap_or_else(|e| panic!("parse: {e}\n{hlo}"));
    let args: Vec<Literal> = module
        .entry_computation()
        .program_shape()
        .parameters
        .iter()
        .map(|s| {
            let a = s.as_array().expect("array parameter");
            Literal::Array(ArrayLiteral::zeros(a.ty, a.dims.clone()).expect("zeros"))
        })
        .collect();
    Evaluator::new(&module)
        .run(&args)
        .map_err(|e| e.to_string())
}

#[test]
fn malformed_data_movement_instructions_are_errors() {
    let cases = [
        "x = f32[2,3] parameter(0)\n ROOT b = f32[3,2,4] broadcast(x), dimensions={0,1}",
        "x = f32[2,3] parameter(0)\n ROOT t = f32[3,2] transpose(x), dimensions={0,0}",
        "x = f32[4] parameter(0)\n ROOT s = f32[3] slice(x), slice={[2:5]}",
        "x = f32[4] parameter(0)\n ROOT r = f32[5] reshape(x)",
        "x = f32[2,3] parameter(0)\n y = f32[3,3] parameter(1)\n ROOT c = f32[5,3] concatenate(x, y), dimensions={1}",
        "x = f32[3] parameter(0)\n p = f32[] constant(0)\n ROOT r = f32[3,3] pad(x, p), padding=0_0",
        "x = f32[3] parameter(0)\n i = s32[] parameter(1)\n ROOT d = f32[4] dynamic-slice(x, i), dynamic_slice_sizes={4}",
        "x = f32[3] parameter(0)\n u = f32[4] parameter(1)\n i = s32[] parameter(2)\n ROOT d = f32[3] dynamic-update-slice(x, u, i)",
        "x = f32[3,4] parameter(0)\n i = s32[2,1] parameter(1)\n ROOT g = f32[2,4] gather(x, i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={3}, index_vector_dim=1, slice_sizes={1,4}",
        "x = f32[3,4] parameter(0)\n i = s32[2,1] parameter(1)\n ROOT g = f32[2,4] gather(x, i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=5, slice_sizes={1,4}",
        "x = f32[3] parameter(0)\n i = s32[2,1] parameter(1)\n u = f32[2] parameter(2)\n ROOT s = f32[3] scatter(x, i, u), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add",
        "x = f32[3] parameter(0)\n i = s32[2,1] parameter(1)\n u = f32[5] parameter(2)\n ROOT s = f32[3] scatter(x, i, u), update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add",
        "x = f32[3] parameter(0)\n z = f32[] constant(0)\n ROOT r = f32[] reduce(x, z), dimensions={0,0}, to_apply=add",
        "x = f32[3] parameter(0)\n z = s32[] constant(0)\n ROOT r = f32[] reduce(x, z), dimensions={0}, to_apply=add",
        "x = f32[3] parameter(0)\n ROOT s = f32[3] sort(x), dimensions={1}, to_apply=add",
        "x = f32[3] parameter(0)\n ROOT s = f32[3] sort(x), dimensions={0}, to_apply=add",
        "x = f32[5] parameter(0)\n ROOT t = (f32[9], s32[9]) topk(x), k=9, largest=true",
    ];
    for body in cases {
        let result = run_on_zeros(body);
        assert!(result.is_err(), "expected an error for:\n{body}");
    }
}

#[test]
fn sort_with_an_inconsistent_comparator_still_permutes() {
    // Plain LT on floats with NaNs is not a strict weak order; the result must still be a
    // permutation of the input (and nothing may panic).
    let hlo = "HloModule m
cmp {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT lt = pred[] compare(a, b), direction=LT
}
ENTRY e {
  v = f32[40] parameter(0)
  ROOT s = f32[40] sort(v), dimensions={0}, to_apply=cmp
}";
    let input: Vec<f32> = (0..40)
        .map(|i| {
            if i % 3 == 0 {
                f32::NAN
            } else {
                (i * 7 % 11) as f32
            }
        })
        .collect();
    let out = f32_values(&run(hlo, &[f32s(&[40], &input)]));
    let key = |v: &f32| v.to_bits();
    let (mut a, mut b) = (
        input.iter().map(key).collect::<Vec<_>>(),
        out.iter().map(key).collect::<Vec<_>>(),
    );
    a.sort();
    b.sort();
    assert_eq!(a, b);
}

#[test]
fn gather_and_dynamic_slice_take_any_integer_index_type() {
    let hlo = "HloModule m
ENTRY e {
  x = f32[5] parameter(0)
  i = u8[2,1] parameter(1)
  j = s64[] parameter(2)
  g = f32[2,2] gather(x, i), offset_dims={1}, collapsed_slice_dims={}, start_index_map={0}, index_vector_dim=1, slice_sizes={2}
  d = f32[2] dynamic-slice(x, j), dynamic_slice_sizes={2}
  ROOT t = (f32[2,2], f32[2]) tuple(g, d)
}";
    let idx = lit(PrimitiveType::U8, &[2, 1], ArrayData::U8(vec![255, 1]));
    let j = lit(PrimitiveType::S64, &[], ArrayData::S64(vec![i64::MIN]));
    let out = tuple(run(hlo, &[f32s(&[5], &[0., 1., 2., 3., 4.]), idx, j]));
    assert_eq!(f32_values(&out[0]), [3., 4., 1., 2.]);
    assert_eq!(f32_values(&out[1]), [0., 1.]);
}
