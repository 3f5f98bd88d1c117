//! Plans edited the way a serializer bug would (every check in `decode_plan` on its own):
//! each is rejected with its reason instead of running out of bounds.

use super::decode::decode_plan;
use super::*;
use crate::cpu::library::dot_other::DotCall;
use crate::cpu::library::gather_index::Step;
use crate::cpu::library::gather_prefetch::GatherPrefetch;
use crate::cpu::update_slice::InPlaceUpdate;
use crate::cpu::{CompileOptions, CpuExecutable};

/// A dot (GEMM), an output fusion, kernels, a while loop and a constant.
const MODULE: &str = r#"HloModule plan
cond {
  p = (s32[], f32[8,16]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  p = (s32[], f32[8,16]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  x = f32[8,16] get-tuple-element(p), index=1
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  t = f32[8,16] tanh(x)
  ROOT r = (s32[], f32[8,16]) tuple(i1, t)
}
ENTRY main {
  x = f32[8,16] parameter(0)
  w = f32[16,4] parameter(1)
  c = f32[8,4] constant({...})
  d = f32[8,4] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  e = f32[8,4] add(d, c)
  f = f32[8,4] exponential(e)
  zero = s32[] constant(0)
  init = (s32[], f32[8,16]) tuple(zero, x)
  loop = (s32[], f32[8,16]) while(init), condition=cond, body=body
  lx = f32[8,16] get-tuple-element(loop), index=1
  ROOT out = (f32[8,4], f32[8,16]) tuple(f, lx)
}
"#;

fn executable() -> CpuExecutable {
    let text = MODULE.replace(
        "{...}",
        &format!("{{{}}}", ["{0.5, 1, 2, 3}"; 8].join(", ")),
    );
    let module = kiln_hlo::parse_module(&text).unwrap();
    CpuExecutable::compile(&module, &CompileOptions::default()).unwrap()
}

/// `edit` applied to the executable's entry program, then encoded and decoded.
fn decode_edited(edit: impl FnOnce(&mut Program)) -> Result<(), String> {
    let mut exe = executable();
    edit(&mut exe.entry);
    let bytes = encode_plan(&exe.signature, &exe.entry, &exe.loaded_kernels)
        .expect("the edited plan still has a stored form");
    decode_plan(&bytes, &exe.kernels, &exe.loaded_kernels).map(|_| ())
}

fn rejected(why: &str, edit: impl FnOnce(&mut Program)) {
    match decode_edited(edit) {
        Err(reason) => assert!(reason.contains(why), "expected `{why}`, got `{reason}`"),
        Ok(()) => panic!("an edited plan decoded (expected `{why}`)"),
    }
}

/// The entry's first GEMM replaced by an edited copy.
fn edit_gemm(p: &mut Program, edit: impl FnOnce(&mut GemmCall)) {
    for thunk in &mut p.thunks {
        let call = match thunk {
            Thunk::Library(call) => call,
            Thunk::OutputFusion(f) => &mut f.call,
            _ => continue,
        };
        let mut gemm = call
            .as_any()
            .and_then(|c| c.downcast_ref::<GemmCall>())
            .expect("a GEMM")
            .clone();
        edit(&mut gemm);
        *call = Box::new(gemm);
        return;
    }
    panic!("no GEMM in the entry program");
}

#[test]
fn the_unedited_plan_decodes_and_covers_every_thunk() {
    let exe = executable();
    let kinds: Vec<&str> = exe
        .entry
        .thunks
        .iter()
        .map(|t| match t {
            Thunk::Kernel { .. } => "kernel",
            Thunk::Library(_) => "library",
            Thunk::OutputFusion(_) => "output fusion",
            Thunk::While { .. } => "while",
            _ => "other",
        })
        .collect();
    assert!(kinds.contains(&"while"), "{kinds:?}");
    assert!(
        kinds.contains(&"output fusion") || kinds.contains(&"library"),
        "{kinds:?}"
    );
    assert!(!exe.entry.constants.is_empty());
    decode_edited(|_| {}).unwrap();
}

#[test]
fn buffers_outside_the_arena_are_rejected() {
    rejected("outside the arena", |p| {
        let slot = p
            .buffers
            .iter_mut()
            .find(|b| matches!(b.kind, BufferKind::Arena { .. }))
            .expect("an arena buffer");
        slot.bytes = p.assigned_arena_bytes + 1;
    });
    rejected("arena smaller", |p| {
        p.arena_bytes = p.assigned_arena_bytes - 1
    });
    // Larger than the buffers need: an edited size must not allocate a huge arena.
    rejected("not the size its buffers need", |p| {
        p.assigned_arena_bytes += 64;
        p.arena_bytes += 64;
    });
    rejected("staging area", |p| p.arena_bytes += 64);
}

#[test]
fn ids_out_of_range_are_rejected() {
    rejected("buffer", |p| {
        let n = p.buffers.len() as u32;
        p.root_leaves[0] = BufferId(n);
    });
    // Records taken away or added: a thunk names a record the entry lacks, or a compiled
    // kernel is left unused.
    let exe = executable();
    let bytes = encode_plan(&exe.signature, &exe.entry, &exe.loaded_kernels).unwrap();
    let n = exe.kernels.len();
    let fewer = decode_plan(&bytes, &exe.kernels[..n - 1], &exe.loaded_kernels[..n - 1]);
    assert!(fewer.is_err_and(|why| why.contains("no kernel record")));
    let mut records = exe.kernels.clone();
    let mut loaded = exe.loaded_kernels.clone();
    records.push(records[0].clone());
    loaded.push(loaded[0].clone());
    let more = decode_plan(&bytes, &records, &loaded);
    assert!(more.is_err_and(|why| why.contains("used by the module")));
}

#[test]
fn gemms_reaching_outside_their_buffers_are_rejected() {
    rejected("outside its buffers", |p| edit_gemm(p, |g| g.m += 1));
    rejected("outside its buffers", |p| {
        edit_gemm(p, |g| g.lhs_strides.0 += 1)
    });
    rejected("outside its buffers", |p| {
        edit_gemm(p, |g| g.batch_offsets[0].1 = -1)
    });
    rejected("outside its buffers", |p| {
        edit_gemm(p, |g| g.batch_offsets.push((0, 0)))
    });
}

#[test]
fn constants_and_root_copies_must_fit_their_buffers() {
    rejected("constant", |p| {
        let literal = &mut p.constants[0].1;
        literal.dims = vec![1];
        literal.data = kiln_hlo::ArrayData::F32(vec![0.0]);
    });
    rejected("constant buffers and constants", |p| {
        p.constants.pop();
    });
    let mut saw_copy = false;
    let _ = decode_edited(|p| saw_copy = !p.root_copies.is_empty());
    if saw_copy {
        rejected("root copy", |p| p.root_copies[0].bytes += 4);
    }
}

#[test]
fn nested_programs_must_fit_what_their_caller_passes() {
    rejected("does not fit", |p| {
        for thunk in &mut p.thunks {
            if let Thunk::While { body, .. } = thunk {
                // The body's parameter leaves start past the loop state its caller passes.
                let body = Arc::get_mut(body).unwrap();
                body.param_leaf_start[0] += 100;
                return;
            }
        }
        panic!("no while loop");
    });
}

/// The first kernel thunk of `p` or of a program nested in it.
fn first_kernel(p: &mut Program) -> Option<&mut Thunk> {
    for thunk in &mut p.thunks {
        let nested = match thunk {
            Thunk::Kernel { .. } => return Some(thunk),
            Thunk::While {
                condition, body, ..
            } => vec![condition, body],
            Thunk::Call { program, .. } => vec![program],
            _ => continue,
        };
        for program in nested {
            if let Some(found) = Arc::get_mut(program).and_then(first_kernel) {
                return Some(found);
            }
        }
    }
    None
}

#[test]
fn kernel_argument_counts_and_names_must_match_their_records() {
    rejected("arguments", |p| {
        if let Some(Thunk::Kernel { args, .. }) = first_kernel(p) {
            args.push(args[0]);
        }
    });
    // Another buffer of another size: the kernel was compiled for the first one's size.
    rejected("argument sizes", |p| {
        let sizes: Vec<usize> = p.buffers.iter().map(|b| b.bytes).collect();
        let Some(Thunk::Kernel { args, .. }) = first_kernel(p) else {
            return;
        };
        let first = sizes[args[0].0 as usize];
        let other = sizes.iter().position(|&b| b != first).unwrap();
        args[0] = BufferId(other as u32);
    });
    rejected("where", |p| {
        if let Some(Thunk::Kernel { name, .. }) = first_kernel(p) {
            name.push_str(".other");
        }
    });
}

/// A benchmark module, compiled.
fn bench_executable(name: &str) -> CpuExecutable {
    let path = format!(
        "{}/../../../shared/bench/{name}.hlo",
        env!("CARGO_MANIFEST_DIR")
    );
    let module = kiln_hlo::parse_module(&std::fs::read_to_string(path).unwrap()).unwrap();
    CpuExecutable::compile(&module, &CompileOptions::default()).unwrap()
}

/// The first thunk of `p` or of a program nested in it that `pick` accepts.
fn find_thunk<'p>(p: &'p mut Program, pick: &dyn Fn(&Thunk) -> bool) -> Option<&'p mut Thunk> {
    for thunk in &mut p.thunks {
        if pick(thunk) {
            return Some(thunk);
        }
        let nested = match thunk {
            Thunk::While {
                condition, body, ..
            } => vec![condition, body],
            Thunk::Call { program, .. } => vec![program],
            Thunk::Conditional { branches, .. } => branches.iter_mut().collect(),
            _ => continue,
        };
        for program in nested {
            if let Some(found) = Arc::get_mut(program).and_then(|p| find_thunk(p, pick)) {
                return Some(found);
            }
        }
    }
    None
}

/// `edit` applied to `name`'s first thunk that `pick` accepts: decoding must fail with `why`.
fn bench_rejected(
    name: &str,
    why: &str,
    pick: &dyn Fn(&Thunk) -> bool,
    edit: impl FnOnce(&mut Thunk),
) {
    edited_rejected(bench_executable(name), why, pick, edit)
}

/// `edit` applied to `exe`'s first thunk that `pick` accepts: decoding must fail with `why`.
fn edited_rejected(
    mut exe: CpuExecutable,
    why: &str,
    pick: &dyn Fn(&Thunk) -> bool,
    edit: impl FnOnce(&mut Thunk),
) {
    let bytes = encode_plan(&exe.signature, &exe.entry, &exe.loaded_kernels).unwrap();
    decode_plan(&bytes, &exe.kernels, &exe.loaded_kernels).unwrap();
    edit(find_thunk(&mut exe.entry, pick).expect("the thunk"));
    let bytes = encode_plan(&exe.signature, &exe.entry, &exe.loaded_kernels).unwrap();
    match decode_plan(&bytes, &exe.kernels, &exe.loaded_kernels) {
        Err(reason) => assert!(reason.contains(why), "expected `{why}`, got `{reason}`"),
        Ok(_) => panic!("an edited plan decoded (expected `{why}`)"),
    }
}

fn in_place_update(edit: impl FnOnce(&mut InPlaceUpdate), why: &str) {
    let pick = |t: &Thunk| matches!(t, Thunk::UpdateSlice { .. });
    bench_rejected("lstm_scan", why, &pick, |t| {
        if let Thunk::UpdateSlice { update, .. } = t {
            edit(update);
        }
    });
}

fn gather_prefetch(edit: impl FnOnce(&mut GatherPrefetch), why: &str) {
    let pick = |t: &Thunk| matches!(t, Thunk::GatherRows { .. });
    bench_rejected("gather_embedding", why, &pick, |t| {
        if let Thunk::GatherRows { prefetch, .. } = t {
            edit(prefetch);
        }
    });
}

#[test]
fn in_place_updates_must_fit_their_kernel_buffers() {
    use crate::cpu::update_slice::Start;
    in_place_update(|u| u.dims[0] += 1, "does not fit");
    in_place_update(|u| u.update_dims[0] = u.dims[0] + 1, "does not fit");
    in_place_update(|u| u.output = 99, "does not fit");
    in_place_update(
        |u| {
            u.starts[0] = Start::Scalar {
                at: 99,
                ty: PrimitiveType::S32,
            }
        },
        "does not fit",
    );
    in_place_update(|u| u.element_bytes = 3, "inconsistent");
    in_place_update(|u| u.starts.pop().map(|_| ()).unwrap_or(()), "inconsistent");
}

fn slice_view(edit: impl FnOnce(&mut crate::cpu::slice_view::SliceView), why: &str) {
    let pick = |t: &Thunk| matches!(t, Thunk::View(_));
    bench_rejected("gpt_scan_12l", why, &pick, |t| {
        if let Thunk::View(view) = t {
            edit(view);
        }
    });
}

#[test]
fn slice_views_must_lie_inside_their_buffers() {
    use crate::cpu::slice_view::ViewStart;
    slice_view(|v| v.sizes[1] += 1, "does not fit");
    slice_view(|v| v.dims[0] += 1, "does not fit");
    slice_view(|v| v.sizes[0] = 2, "does not fit");
    slice_view(|v| v.element_bytes = 3, "does not fit");
    slice_view(|v| v.starts.truncate(1), "does not fit");
    slice_view(|v| v.source = BufferId(1 << 30), "buffer");
    slice_view(
        |v| {
            v.starts[0] = ViewStart::Scalar {
                at: v.source,
                ty: PrimitiveType::F32,
            }
        },
        "not a scalar index",
    );
}

#[test]
fn gather_prefetches_must_read_inside_their_buffers() {
    gather_prefetch(|g| g.batch_dims[0] += 1000, "outside its buffer");
    gather_prefetch(|g| g.batch_strides[0] += 1000, "outside its buffer");
    gather_prefetch(|g| g.slice_elements = 0, "inconsistent");
    gather_prefetch(|g| g.batch_dims.push(2), "inconsistent");
    gather_prefetch(|g| g.operand_arg = 99, "inconsistent");
    gather_prefetch(
        |g| {
            let n = g.indices.steps.len();
            g.indices
                .steps
                .insert(0, Step::Convert(PrimitiveType::S32, n));
        },
        "reads step",
    );
    gather_prefetch(|g| g.indices.steps.clear(), "index program of 0 steps");
}

fn other_dot(edit: impl FnOnce(&mut DotCall), why: &str) {
    let pick = |t: &Thunk| {
        matches!(t, Thunk::Library(call)
            if call.as_any().is_some_and(|c| c.downcast_ref::<DotCall>().is_some()))
    };
    // An integer dot: not a GEMM call.
    let module = kiln_hlo::parse_module(
        "HloModule d\nENTRY e {\n  a = s32[2,3] parameter(0)\n  b = s32[3,4] parameter(1)\n  \
         ROOT d = s32[2,4] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}\n",
    )
    .unwrap();
    let exe = CpuExecutable::compile(&module, &CompileOptions::default()).unwrap();
    edited_rejected(exe, why, &pick, |t| {
        let Thunk::Library(call) = t else { return };
        let dot = call
            .as_any()
            .and_then(|c| c.downcast_ref::<DotCall>())
            .unwrap();
        let parts = (
            dot.lhs.clone(),
            dot.rhs.clone(),
            dot.out.clone(),
            dot.dims.clone(),
        );
        let mut copy =
            DotCall::from_parts(parts.0, parts.1, parts.2, parts.3, dot.threads).unwrap();
        edit(&mut copy);
        *call = Box::new(copy);
    });
}

#[test]
fn other_dots_must_hold_their_arrays_and_plan_again() {
    other_dot(|d| d.lhs.dims[0] += 1, "does not hold its array");
    other_dot(
        |d| std::mem::swap(&mut d.lhs.id, &mut d.out.id),
        "does not hold its array",
    );
    other_dot(|d| d.dims.lhs_contracting = vec![7], "plan:");
    other_dot(|d| d.threads = 0, "threads");
}

#[test]
fn an_interpreted_instruction_missing_from_the_module_is_an_error_when_it_runs() {
    use crate::Executable;
    use kiln_cache::CachePayload;
    // c64 has no kernel type: the fusion runs on the interpreter.
    let module = kiln_hlo::parse_module(
        "HloModule c\nENTRY e {\n  a = f32[4] parameter(0)\n  b = f32[4] parameter(1)\n  \
         c = c64[4] complex(a, b)\n  ROOT r = f32[4] real(c)\n}\n",
    )
    .unwrap();
    let mut exe = CpuExecutable::compile(&module, &CompileOptions::default()).unwrap();
    let args: Vec<kiln_hlo::Literal> = (0..2)
        .map(|_| {
            kiln_hlo::Literal::Array(
                kiln_hlo::ArrayLiteral::new(
                    PrimitiveType::F32,
                    vec![4],
                    kiln_hlo::ArrayData::F32(vec![1.0; 4]),
                )
                .unwrap(),
            )
        })
        .collect();
    let pick = |t: &Thunk| matches!(t, Thunk::Interpret { .. });
    // Unedited, the loaded executable runs the fallback (decoding its module on the way).
    let loaded = CpuExecutable::decode(&exe.encode()).unwrap();
    assert!(!loaded.module_decoded());
    assert_eq!(loaded.execute(&args).unwrap(), exe.execute(&args).unwrap());
    assert!(loaded.module_decoded());
    if let Some(Thunk::Interpret { instr, .. }) = find_thunk(&mut exe.entry, &pick) {
        *instr = InstrId(9999);
    } else {
        panic!("no fallback");
    }
    let loaded = CpuExecutable::decode(&exe.encode()).unwrap();
    let why = loaded.execute(&args).unwrap_err().message;
    assert!(why.contains("not in the module"), "{why}");
}

mod library;

fn row_group(edit: impl FnOnce(&mut crate::cpu::row_group::RowGroup), why: &str) {
    let pick = |t: &Thunk| matches!(t, Thunk::RowGroup(_));
    bench_rejected("softmax_large", why, &pick, |t| {
        if let Thunk::RowGroup(group) = t {
            edit(group);
        }
    });
}

#[test]
fn row_groups_must_be_kernels_over_their_rows_with_fitting_scratch() {
    row_group(|g| g.rows += 1, "row group");
    row_group(|g| g.rows = 0, "row group");
    row_group(|g| g.block = 0, "block");
    row_group(|g| g.block = g.rows + 1, "block");
    row_group(
        |g| g.scratch[0].row_bytes += 4,
        "does not split into its rows",
    );
    row_group(
        |g| {
            let copy = g.scratch[0];
            g.scratch.push(copy)
        },
        "scratch",
    );
}

/// The column window of every GEMM in `p`'s output fusions.
fn gemm_windows(p: &Program) -> Vec<Option<crate::cpu::library::column_window::ColumnWindow>> {
    p.thunks
        .iter()
        .filter_map(|t| match t {
            Thunk::OutputFusion(f) => f.call.as_any()?.downcast_ref::<GemmCall>(),
            _ => None,
        })
        .map(|g| g.window.clone())
        .collect()
}

#[test]
fn gemm_column_windows_survive_the_round_trip() {
    let exe = bench_executable("attention_causal");
    let windows = gemm_windows(&exe.entry);
    assert!(
        windows.iter().any(|w| w.is_some()),
        "the causal mask gives a window: {windows:?}"
    );
    let bytes = encode_plan(&exe.signature, &exe.entry, &exe.loaded_kernels).unwrap();
    let (_, decoded) = decode_plan(&bytes, &exe.kernels, &exe.loaded_kernels).unwrap();
    assert_eq!(gemm_windows(&decoded), windows);
}
