//! Stored scatter, convolution, sort and top-k calls (alone and as an output fusion's
//! product), edited the way a serializer bug would: each edit is rejected with its reason; and
//! every byte of a plan holding them flipped: the plan is rejected or runs (inside its buffers).

use super::*;
use crate::cpu::library::conv::ConvCall;
use crate::cpu::library::scatter::ScatterCall;
use crate::cpu::library::sort::{SortCall, TopKCall};
use crate::cpu::library::LibraryCall;
use crate::Executable;
use kiln_cache::CachePayload;
use kiln_hlo::{ArrayData, ArrayLiteral, Literal, Module};

/// Convolutions with an epilogue (output fusions), one of them feeding a scatter, a sort and
/// a top-k of the scatter's result, and a convolution alone.
const MODULE: &str = r#"HloModule lib
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
less {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT lt = pred[] compare(a, b), direction=LT
}
ENTRY main {
  x = f32[1,6,6,4] parameter(0)
  w = f32[3,3,4,20] parameter(1)
  i = s32[5,1] parameter(2)
  u = f32[5,20] parameter(3)
  w2 = f32[3,3,4,20] parameter(4)
  c = f32[1,6,6,20] convolution(x, w), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
  zero = f32[] constant(0)
  zb = f32[1,6,6,20] broadcast(zero), dimensions={}
  r = f32[1,6,6,20] maximum(c, zb)
  c2 = f32[1,6,6,20] convolution(x, w2), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
  n2 = f32[1,6,6,20] negate(c2)
  t = f32[36,20] reshape(n2)
  s = f32[36,20] scatter(t, i, u), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
  so = f32[36,20] sort(s), dimensions={1}, to_apply=less
  tk = (f32[36,3], s32[36,3]) topk(s), k=3, largest=true
  tv = f32[36,3] get-tuple-element(tk), index=0
  c3 = f32[1,4,4,20] convolution(x, w), window={size=3x3}, dim_labels=b01f_01io->b01f
  ROOT out = (f32[1,6,6,20], f32[36,20], f32[36,3], f32[1,4,4,20]) tuple(r, so, tv, c3)
}
"#;

fn library_executable() -> CpuExecutable {
    let module = kiln_hlo::parse_module(MODULE).unwrap();
    CpuExecutable::compile(&module, &CompileOptions::default()).unwrap()
}

fn inputs() -> Vec<Literal> {
    let f32s = |dims: Vec<i64>, seed: usize| {
        let n = dims.iter().product::<i64>() as usize;
        let data = (0..n).map(|k| ((k * 7 + seed) % 13) as f32 - 6.0).collect();
        Literal::Array(ArrayLiteral::new(PrimitiveType::F32, dims, ArrayData::F32(data)).unwrap())
    };
    let indices = ArrayData::S32(vec![3, 0, 35, 3, 40]);
    vec![
        f32s(vec![1, 6, 6, 4], 1),
        f32s(vec![3, 3, 4, 20], 2),
        Literal::Array(ArrayLiteral::new(PrimitiveType::S32, vec![5, 1], indices).unwrap()),
        f32s(vec![5, 20], 3),
        f32s(vec![3, 3, 4, 20], 4),
    ]
}

/// The library call of `t`, alone or as an output fusion's product.
fn call_of(t: &mut Thunk) -> Option<&mut Box<dyn LibraryCall>> {
    match t {
        Thunk::Library(call) => Some(call),
        Thunk::OutputFusion(f) => Some(&mut f.call),
        _ => None,
    }
}

/// `edit` gives the replacement of the first call of type `T` (in an output fusion when
/// `fused`): decoding must fail with `why`.
fn call_rejected<T: 'static>(
    fused: bool,
    why: &str,
    edit: impl FnOnce(&T) -> Box<dyn LibraryCall>,
) {
    let pick = move |t: &Thunk| {
        let call = match t {
            Thunk::Library(call) if !fused => call,
            Thunk::OutputFusion(f) if fused => &f.call,
            _ => return false,
        };
        call.as_any().is_some_and(|c| c.is::<T>())
    };
    edited_rejected(library_executable(), why, &pick, |t| {
        let call = call_of(t).unwrap();
        let replacement = edit(call.as_any().unwrap().downcast_ref::<T>().unwrap());
        *call = replacement;
    });
}

fn scatter(why: &str, edit: impl FnOnce(&mut ScatterCall)) {
    call_rejected(false, why, |s: &ScatterCall| {
        let bufs = (
            s.operands.clone(),
            s.indices.clone(),
            s.updates.clone(),
            s.results.clone(),
        );
        let module = s.to_apply.as_ref().unwrap();
        let mut copy = ScatterCall::from_parts(bufs, s.dims.clone(), module, CompId(0)).unwrap();
        edit(&mut copy);
        Box::new(copy)
    });
}

fn conv(fused: bool, why: &str, edit: impl FnOnce(&mut ConvCall)) {
    call_rejected(fused, why, |c: &ConvCall| {
        let (input, kernel, out) = (c.input.clone(), c.kernel.clone(), c.out.clone());
        let mut copy =
            ConvCall::from_parts(input, kernel, out, c.attrs.clone(), c.threads).unwrap();
        edit(&mut copy);
        Box::new(copy)
    });
}

fn sort(why: &str, edit: impl FnOnce(&mut SortCall)) {
    call_rejected(false, why, |s: &SortCall| {
        let module = s.to_apply.as_ref().unwrap();
        let (operands, results) = (s.operands.clone(), s.results.clone());
        let mut copy = SortCall::from_parts(operands, results, s.axis, module, CompId(0)).unwrap();
        edit(&mut copy);
        Box::new(copy)
    });
}

fn topk(why: &str, edit: impl FnOnce(&mut TopKCall)) {
    call_rejected(false, why, |t: &TopKCall| {
        let bufs = (t.operand.clone(), t.values.clone(), t.indices.clone());
        let mut copy = TopKCall::from_parts(bufs.0, bufs.1, bufs.2, t.k, t.largest).unwrap();
        edit(&mut copy);
        Box::new(copy)
    });
}

/// `module`'s computation `name` alone in a module.
fn computation(name: &str) -> Module {
    let module = kiln_hlo::parse_module(MODULE).unwrap();
    let comp = module.find_computation(name).unwrap();
    crate::cpu::library::scatter::computation_alone(&module, comp).unwrap()
}

#[test]
fn every_call_has_a_stored_form_and_runs_from_it_as_compiled() {
    let exe = library_executable();
    let mut kinds: Vec<&str> = Vec::new();
    for thunk in &exe.entry.thunks {
        let (prefix, call) = match thunk {
            Thunk::Library(call) => ("", call),
            Thunk::OutputFusion(f) => ("fused ", &f.call),
            _ => continue,
        };
        let call = call.as_any().expect("a stored form");
        kinds.push(match prefix {
            "" if call.is::<ScatterCall>() => "scatter",
            "" if call.is::<SortCall>() => "sort",
            "" if call.is::<TopKCall>() => "topk",
            "" if call.is::<ConvCall>() => "conv",
            _ if call.is::<ConvCall>() => "fused conv",
            _ => "other",
        });
    }
    kinds.sort_unstable();
    assert_eq!(
        kinds,
        [
            "conv",
            "fused conv",
            "fused conv",
            "scatter",
            "sort",
            "topk"
        ]
    );
    let payload = exe.encode();
    let loaded = CpuExecutable::decode(&payload).unwrap();
    assert!(!loaded.module_decoded(), "a hit decoded the module");
    let inputs = inputs();
    assert_eq!(
        loaded.execute(&inputs).unwrap(),
        exe.execute(&inputs).unwrap()
    );
    assert!(!loaded.module_decoded());
}

#[test]
fn stored_scatters_are_checked() {
    // A result may be its operand's buffer (updated in place), not the updates' or indices'.
    scatter("writes a buffer it may not", |s| {
        s.results[0] = s.updates[0].clone()
    });
    scatter("writes a buffer it may not", |s| {
        s.results[0] = s.indices.clone()
    });
    scatter("does not hold its array", |s| s.updates[0].dims[0] += 1);
    scatter("index_vector_dim", |s| s.dims.index_vector_dim = 7);
    scatter("dimension", |s| s.dims.inserted_window_dims = vec![5]);
    scatter("signature", |s| s.to_apply = Some(computation("less")));
    scatter("one computation alone", |s| {
        let mut two = computation("add");
        two.computations.push(two.computations[0].clone());
        s.to_apply = Some(two);
    });
}

#[test]
fn stored_convolutions_are_checked() {
    for fused in [false, true] {
        conv(fused, "does not give its result", |c| {
            c.attrs.window.as_mut().unwrap()[0].stride = 0
        });
        conv(fused, "does not give its result", |c| {
            c.attrs.window.as_mut().unwrap()[1].padding_high += 1
        });
        conv(fused, "does not give its result", |c| {
            c.attrs.window.as_mut().unwrap()[0].padding_low = i64::MIN
        });
        conv(fused, "do not fit its buffers", |c| {
            c.attrs.dims.output_spatial[0] = 7
        });
        conv(fused, "does not hold its array", |c| c.kernel.dims[3] = 21);
        conv(fused, "groups", |c| c.attrs.feature_group_count = Some(2));
        conv(fused, "threads", |c| c.threads = 0);
    }
    // In an output fusion, the call writes only the product (the weights have its size) and
    // reads only the fusion's parameters.
    conv(true, "writes a buffer it may not", |c| {
        c.out.id = c.kernel.id
    });
    conv(true, "does not hold its array", |c| {
        c.kernel.id = BufferId(c.kernel.id.0.max(c.input.id.0).max(c.out.id.0) + 1)
    });
}

#[test]
fn stored_sorts_and_top_ks_are_checked() {
    sort("bad sort dimension", |s| s.axis = 2);
    sort("writes a buffer it may not", |s| {
        s.results[0].id = s.operands[0].id
    });
    sort("signature", |s| s.to_apply = Some(computation("add")));
    topk("do not fit", |t| t.k = 21);
    topk("writes a buffer it may not", |t| t.indices.id = t.values.id);
}

/// Every byte of a plan holding every stored library call flipped (three ways): the payload is
/// rejected, or the executable it decodes to runs, with an error or without, inside its
/// buffers (and its arena is no larger than its buffers need).
#[test]
fn flipped_bytes_in_stored_plans_are_rejected_or_run_safely() {
    let exe = library_executable();
    let payload = exe.encode();
    let plan = crate::cpu::serialize::decode_payload(&payload)
        .unwrap()
        .plan
        .unwrap();
    let plan_start = (0..payload.len())
        .find(|&i| payload[i..].starts_with(&plan))
        .unwrap();
    let inputs = inputs();
    let (mut rejected, mut ran) = (0, 0);
    for offset in plan_start..plan_start + plan.len() {
        for flip in [0x01u8, 0x10, 0x80] {
            let mut bytes = payload.clone();
            bytes[offset] ^= flip;
            match CpuExecutable::decode(&bytes) {
                Err(_) => rejected += 1,
                Ok(loaded) => {
                    let _ = loaded.execute(&inputs);
                    ran += 1;
                }
            }
        }
    }
    assert!(rejected > 0 && ran > 0, "{rejected} rejected, {ran} ran");
}
