// springlab's tuning page. Every number it shows comes from the server's
// API, whose answers are what the commands print (docs/serve.md); the page
// chooses the spring, asks, and draws. Values are in units (a move from 0
// to the distance D), times in seconds, velocities in units per second.

const $ = (id) => document.getElementById(id);

/// The API: each call's query is the command's long options without their dashes.
const api = {
  async request(path, options, init) {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(options)) {
      if (value !== undefined && value !== null && value !== "") query.append(name, String(value));
    }
    const response = await fetch(`/api/${path}?${query}`, init);
    const text = await response.text();
    if (!response.ok) {
      let reason = text.trim();
      try { reason = JSON.parse(text).error; } catch { /* the body is the reason */ }
      throw new Error(reason);
    }
    return text;
  },
  async json(path, options, init) { return JSON.parse(await this.request(path, options, init)); },
  text(path, options) { return this.request(path, options); },
  post(path, options, body) {
    return this.json(path, options, { method: "POST", body, headers: { "Content-Type": "application/octet-stream" } });
  },
};

// MARK: - State (mirrored in the URL)

const state = {
  spring: "swiftui:duration=0.5,bounce=0.3",
  springB: "",
  distance: 300,
  fps: 60,
  platform: "swiftui",
  lanes: null, // runtime keys (and "exact"); null: the defaults for the kind
  speed: 1,
  loop: false,
};

let kinds = []; // /api/kinds: every kind, its forms and parameters
let runtimes = []; // the runtimes, in fit's order: { key, kind, name }

/// The test and benchmark hooks: what the page drew and how long it took.
const hooks = {
  ready: false,
  redraws: 0,
  lastRedrawMs: null,
  view: null, // the last answers drawn
  handoff: null, // the last hand-off: its query and answers
  samples: null, // a dropped recording's samples
  tokens: null, // a dropped token file's tokens
  previewFrame: {}, // lane key → the frame index the dot shows
  setSpring(text) { setSpringText(text); return redraw(); },
  redraw: () => redraw(),
};
window.springlab = hooks;

function readURL() {
  const query = new URLSearchParams(location.search);
  if (query.get("spring")) state.spring = query.get("spring");
  if (query.get("b")) state.springB = query.get("b");
  if (query.get("for")) state.platform = query.get("for");
  const distance = Number(query.get("distance"));
  if (query.get("distance") && Number.isFinite(distance) && distance > 0) state.distance = distance;
  const fps = Number(query.get("fps"));
  if (query.get("fps") && Number.isFinite(fps) && fps > 0) state.fps = fps;
  if (query.get("runtimes")) state.lanes = query.get("runtimes").split(",").filter(Boolean);
  const speed = Number(query.get("speed"));
  if ([1, 0.5, 0.25, 0.1].includes(speed)) state.speed = speed;
  state.loop = query.get("loop") === "1";
}

function writeURL() {
  const query = new URLSearchParams();
  query.set("spring", state.spring);
  if (state.springB) query.set("b", state.springB);
  query.set("for", state.platform);
  if (state.distance !== 300) query.set("distance", String(state.distance));
  if (state.fps !== 60) query.set("fps", String(state.fps));
  if (state.lanes) query.set("runtimes", state.lanes.join(","));
  if (state.speed !== 1) query.set("speed", String(state.speed));
  if (state.loop) query.set("loop", "1");
  // ':', ',' and '=' stay readable in the address bar (a query's value may hold them).
  const search = query.toString().replaceAll("%3A", ":").replaceAll("%2C", ",").replaceAll("%3D", "=");
  history.replaceState(null, "", `${location.pathname}?${search}`);
}

// MARK: - The spring as text and as controls

/// `KIND:name=value,…` split into its kind and its parameters, in order.
function parseSpring(text) {
  const colon = text.indexOf(":");
  const kind = (colon < 0 ? text : text.slice(0, colon)).trim();
  const values = new Map();
  if (colon >= 0) {
    for (const part of text.slice(colon + 1).split(",")) {
      const equals = part.indexOf("=");
      if (equals > 0) values.set(part.slice(0, equals).trim(), part.slice(equals + 1).trim());
    }
  }
  return { kind, values };
}

/// A form's parameters: `kind:a,b[,c]` → [{name: a, required: true}, …].
function formParameters(form) {
  const list = form.slice(form.indexOf(":") + 1);
  return [...list.matchAll(/(\[)?,?([A-Za-z0-9]+)\]?/g)].map((match) => ({
    name: match[2],
    required: !match[0].startsWith("["),
  }));
}

function kindNamed(name) { return kinds.find((kind) => kind.kind === name); }

/// The first form of `kind` that has every parameter written.
function formFor(kind, names) {
  const forms = kind.forms;
  const fits = forms.find((form) => {
    const parameters = formParameters(form).map((parameter) => parameter.name);
    return names.every((name) => parameters.includes(name) || name === "distance");
  });
  return fits ?? forms[0];
}

/// A slider's range for a parameter: from its units and its default.
function rangeOf(parameter) {
  const name = parameter.name, summary = parameter.summary;
  const fallback = typeof parameter.default === "number" && parameter.default !== 0
    ? { min: 0, max: 4 * Math.abs(parameter.default) } : { min: 0, max: 1 };
  if (parameter.isSeconds) return { min: 0.05, max: 3 };
  if (/velocity/i.test(name)) {
    if (/millisecond|units\/ms/.test(summary)) return { min: -5, max: 5 };
    if (/units per second|units\/s/.test(summary)) return { min: -3000, max: 3000 };
    return { min: -20, max: 20 };
  }
  const known = {
    bounce: { min: -0.9, max: 1 }, extraBounce: { min: -0.5, max: 0.5 },
    dampingRatio: { min: 0.05, max: 2 }, dampingFraction: { min: 0.05, max: 2 }, ratio: { min: 0.05, max: 2 },
    overshoot: { min: 0, max: 0.8 }, bounces: { min: 0, max: 8 }, epsilon: { min: 0.0001, max: 0.01 },
    stiffness: { min: 1, max: 3000, log: true }, tension: { min: 1, max: 1500, log: true },
    dynamicsTension: { min: 1, max: 3000, log: true }, origamiTension: { min: 1, max: 200, log: true },
    mass: { min: 0.1, max: 10, log: true }, dynamicsMass: { min: 0.1, max: 10, log: true },
    damping: { min: 0, max: 100 }, friction: { min: 0, max: 100 }, dynamicsFriction: { min: 0, max: 100 },
    origamiFriction: { min: 0, max: 40 }, bounciness: { min: 0, max: 20 }, springBounciness: { min: 0, max: 20 },
    speed: { min: 0, max: 30 }, springSpeed: { min: 0, max: 30 },
  };
  const range = known[name] ?? fallback;
  if (typeof parameter.default === "number" && parameter.default > range.max) {
    return { ...range, max: 2 * parameter.default };
  }
  return range;
}

const sliderSteps = 1000;
function toSlider(range, value) {
  const clamped = Math.min(Math.max(value, range.min), range.max);
  const fraction = range.log
    ? Math.log(clamped / range.min) / Math.log(range.max / range.min)
    : (clamped - range.min) / (range.max - range.min);
  return Math.round(fraction * sliderSteps);
}
function fromSlider(range, position) {
  const fraction = position / sliderSteps;
  const value = range.log
    ? range.min * Math.pow(range.max / range.min, fraction)
    : range.min + fraction * (range.max - range.min);
  return Number(value.toPrecision(3));
}

/// Fills the kind, form and parameter controls from the spring's text.
function showSpring() {
  const { kind: kindName, values } = parseSpring(state.spring);
  const kind = kindNamed(kindName) ?? kinds[0];
  $("kind").value = kind.kind;
  const form = formFor(kind, [...values.keys()]);
  fillForms(kind, form);
  fillParameters(kind, form, values);
  $("spring-text").value = state.spring;
}

function fillForms(kind, chosen) {
  const select = $("form");
  select.replaceChildren(...kind.forms.map((form) => new Option(form.slice(form.indexOf(":") + 1), form)));
  select.value = chosen;
}

function fillParameters(kind, form, values) {
  const rows = formParameters(form)
    .filter((parameter) => parameter.name !== "distance")
    .map(({ name, required }) => {
      const parameter = kind.parameters.find((candidate) => candidate.name === name);
      return parameter ? parameterRow(parameter, required, values.get(name)) : null;
    })
    .filter(Boolean);
  $("parameters").replaceChildren(...rows);
}

/// One parameter: a slider and a number field (a box for a flag, a list for
/// a choice), its units and default in the title, its named constants as buttons.
function parameterRow(parameter, required, written) {
  const row = document.createElement("div");
  row.className = "parameter";
  row.dataset.name = parameter.name;
  row.dataset.required = String(required);
  const label = document.createElement("label");
  label.textContent = parameter.name;
  label.title = parameter.summary;
  const help = document.createElement("span");
  help.className = "summary";
  const shownDefault = parameter.default === null ? "" : ` (default ${parameter.default})`;
  help.textContent = parameter.summary + shownDefault;
  row.append(label);
  if (parameter.values === "flag") {
    const box = document.createElement("input");
    box.type = "checkbox";
    box.checked = written === undefined ? parameter.default === true : written === "true";
    box.dataset.written = String(written !== undefined);
    box.addEventListener("change", () => { box.dataset.written = "true"; controlsChanged(); });
    label.htmlFor = box.id = `p-${parameter.name}`;
    row.append(box);
  } else if (parameter.values === "choice") {
    const select = document.createElement("select");
    const choices = required ? parameter.choices : ["", ...parameter.choices];
    select.replaceChildren(...choices.map((choice) => new Option(choice || "—", choice)));
    select.value = written ?? (required ? parameter.choices[0] : "");
    select.addEventListener("change", controlsChanged);
    label.htmlFor = select.id = `p-${parameter.name}`;
    row.append(select);
  } else {
    const range = rangeOf(parameter);
    const slider = document.createElement("input");
    slider.type = "range";
    slider.min = "0";
    slider.max = String(sliderSteps);
    const number = document.createElement("input");
    number.type = "text";
    number.inputMode = "decimal";
    number.className = "number";
    number.id = `p-${parameter.name}`;
    label.htmlFor = number.id;
    const shown = written ?? (parameter.default === null ? "" : String(parameter.default));
    number.value = shown;
    number.dataset.written = String(written !== undefined);
    number.placeholder = parameter.default === null ? "" : String(parameter.default);
    const constant = parameter.constants?.find((candidate) => candidate.name === shown);
    const numeric = constant ? constant.value : Number(shown);
    slider.value = String(toSlider(range, Number.isFinite(numeric) && shown !== "" ? numeric : range.min));
    slider.addEventListener("input", () => {
      number.value = String(fromSlider(range, Number(slider.value)));
      number.dataset.written = "true";
      controlsChanged();
    });
    number.addEventListener("change", () => {
      number.dataset.written = String(number.value.trim() !== "");
      const value = Number(number.value);
      if (Number.isFinite(value)) slider.value = String(toSlider(range, value));
      controlsChanged();
    });
    row.append(slider, number);
    for (const constant of parameter.constants ?? []) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "constant";
      button.textContent = constant.name;
      button.title = `${constant.name} = ${constant.value}`;
      button.addEventListener("click", () => {
        number.value = constant.name;
        number.dataset.written = "true";
        slider.value = String(toSlider(range, constant.value));
        controlsChanged();
      });
      row.append(button);
    }
  }
  row.append(help);
  return row;
}

/// The spring's text from the controls: required parameters always, the
/// others when written.
function springFromControls() {
  const kind = $("kind").value;
  const parts = [];
  for (const row of $("parameters").children) {
    const name = row.dataset.name, required = row.dataset.required === "true";
    const control = row.querySelector("input.number, input[type=checkbox], select");
    let value = null;
    if (control.type === "checkbox") {
      if (required || control.dataset.written === "true") value = control.checked ? "true" : "false";
    } else if (control.tagName === "SELECT") {
      value = control.value || null;
    } else if (control.value.trim() !== "" && (required || control.dataset.written === "true")) {
      value = control.value.trim();
    }
    if (value !== null) parts.push(`${name}=${value}`);
  }
  return parts.length ? `${kind}:${parts.join(",")}` : kind;
}

function controlsChanged() {
  state.spring = springFromControls();
  $("spring-text").value = state.spring;
  scheduleRedraw();
}

function setSpringText(text) {
  state.spring = text.trim();
  showSpring();
}

// MARK: - Redrawing

let redrawTicket = 0;
let inFlight = false;
let dirty = false;
let changedAt = null;

/// Redraws at once, or, while a redraw is waiting for its answers, once
/// more when it is done: the changes meanwhile (a slider's input events) make one.
function scheduleRedraw() {
  changedAt ??= performance.now();
  if (inFlight) { dirty = true; return; }
  redraw();
}

function common(spring) { return { spring, distance: state.distance, fps: state.fps }; }

function defaultLanes() {
  const own = runtimes.find((runtime) => runtime.kind === parseSpring(state.spring).kind);
  const keys = ["exact", own?.key, "uikit", "reactSpring"].filter(Boolean);
  return [...new Set(keys)];
}

async function redraw() {
  inFlight = true;
  try {
    await redrawNow();
  } finally {
    inFlight = false;
  }
  if (dirty) { dirty = false; redraw(); }
}

async function redrawNow() {
  const started = changedAt ?? performance.now();
  changedAt = null;
  const ticket = ++redrawTicket;
  writeURL();
  const lanes = state.lanes ?? defaultLanes();
  const a = common(state.spring);
  const withB = state.springB !== "";
  try {
    const [numbers, code, curve, frames, b] = await Promise.all([
      api.text("fit/text", a),
      api.text("fit/text", { ...a, for: state.platform }),
      api.json("curve", { ...a, points: 400 }),
      Promise.all(lanes.map((key) => api.json("frames", { ...a, runtime: key }).catch((error) => ({ key, error: error.message })))),
      withB
        ? Promise.all([api.json("curve", { ...common(state.springB), points: 400 }), api.text("fit/text", common(state.springB)),
          api.json("frames", { ...common(state.springB), runtime: "exact" })])
          .catch((error) => ({ error: error.message }))
        : null,
    ]);
    if (ticket !== redrawTicket) return;
    hooks.view = { spring: state.spring, numbers, code, curve, frames, b };
    $("numbers").textContent = numbers;
    $("code").textContent = code;
    showB(b);
    drawCurves();
    startPreview(frames.map((lane) => ({ ...lane })), b && !b.error ? { ...b[2], key: "b", name: "B (exact)" } : null);
    setStatus(b?.error ? `B: ${b.error}` : "", b?.error ? "error" : "");
    $("spring-text").classList.remove("refused");
  } catch (error) {
    if (ticket !== redrawTicket) return;
    setStatus(error.message, "error");
    $("spring-text").classList.add("refused");
  }
  // Redrawn when the browser has painted it: the next frame.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  hooks.lastRedrawMs = performance.now() - started;
  hooks.redraws += 1;
}

function showB(b) {
  const panel = $("numbers-b");
  panel.hidden = !b || Boolean(b.error);
  if (b && !b.error) panel.textContent = `B  ${b[1]}`;
}

function setStatus(text, kind) {
  const status = $("status");
  status.textContent = text;
  status.className = kind ?? "";
}

// MARK: - The preview: each runtime's frames at their real times

const preview = { lanes: [], started: 0, frameRate: 60, raf: 0, grab: null, mode: "move" };

/// Lanes for the frames answered; the animation restarts.
function startPreview(frames, b) {
  preview.mode = "move";
  preview.lanes = frames.concat(b ? [b] : []).map((lane, index) => ({
    key: lane.key, name: lane.name ?? lane.key, values: lane.values ?? null, error: lane.error ?? null,
    color: laneColor(lane.key, index),
  }));
  preview.frameRate = state.fps;
  preview.target = state.distance;
  buildLanes();
  restart();
}

function buildLanes() {
  const container = $("lanes");
  container.replaceChildren(...preview.lanes.map((lane) => {
    const row = document.createElement("div");
    row.className = "lane";
    row.dataset.key = lane.key;
    const name = document.createElement("span");
    name.className = "lane-name";
    name.textContent = lane.name;
    const track = document.createElement("div");
    track.className = "track";
    const target = document.createElement("div");
    target.className = "target-mark";
    const dot = document.createElement("div");
    dot.className = "dot";
    dot.dataset.key = lane.key;
    track.append(target, dot);
    const note = document.createElement("span");
    note.className = "lane-note";
    note.textContent = lane.error ?? (lane.values ? `${lane.values.length - 1} frames` : "");
    row.append(name, track, note);
    lane.track = track;
    lane.dot = dot;
    if (lane.color) dot.style.background = lane.color;
    lane.targetMark = target;
    if (!lane.error) track.addEventListener("pointerdown", (event) => grab(event, lane));
    return row;
  }));
  placeTargets();
}

/// Track positions: −25% … 125% of the distance across the track.
function trackX(track, value) {
  const width = track.clientWidth - 16;
  const low = Math.min(0, preview.target) - 0.25 * state.distance;
  const high = Math.max(state.distance, preview.target) + 0.25 * state.distance;
  return 8 + ((value - low) / (high - low)) * width;
}
function trackValue(track, x) {
  const width = track.clientWidth - 16;
  const low = Math.min(0, preview.target) - 0.25 * state.distance;
  const high = Math.max(state.distance, preview.target) + 0.25 * state.distance;
  return low + ((x - 8) / width) * (high - low);
}

function placeTargets() {
  for (const lane of preview.lanes) {
    if (lane.track) lane.targetMark.style.transform = `translateX(${trackX(lane.track, preview.target)}px)`;
  }
}

function restart() {
  cancelAnimationFrame(preview.raf);
  preview.started = performance.now();
  preview.raf = requestAnimationFrame(tick);
}

function tick(now) {
  const seconds = ((now - preview.started) / 1000) * state.speed;
  const frame = Math.floor(seconds * preview.frameRate);
  let running = false;
  for (const lane of preview.lanes) {
    if (!lane.values || lane === preview.grab?.lane) continue;
    const index = Math.min(frame, lane.values.length - 1);
    if (frame < lane.values.length - 1) running = true;
    lane.dot.style.transform = `translateX(${trackX(lane.track, lane.values[index])}px)`;
    lane.dot.dataset.frame = String(index);
    lane.shown = lane.values[index];
    hooks.previewFrame[lane.key] = index;
  }
  if (preview.grab) return; // held: the pointer moves the dot
  if (running) {
    preview.raf = requestAnimationFrame(tick);
  } else if (state.loop && preview.mode === "move") {
    setTimeout(() => { if (!preview.grab) restart(); }, 500);
  }
}

// MARK: - Grabbing a dot and handing the gesture's velocity over

function grab(event, lane) {
  event.preventDefault();
  cancelAnimationFrame(preview.raf);
  lane.track.setPointerCapture(event.pointerId);
  const value = trackValue(lane.track, pointerX(lane.track, event));
  preview.grab = { lane, points: [{ t: event.timeStamp, value }] };
  lane.dot.classList.add("held");
  moveHeld(value);
  const move = (moved) => {
    const held = trackValue(lane.track, pointerX(lane.track, moved));
    preview.grab.points.push({ t: moved.timeStamp, value: held });
    moveHeld(held);
  };
  const release = (released) => {
    lane.track.removeEventListener("pointermove", move);
    lane.track.removeEventListener("pointerup", release);
    lane.track.removeEventListener("pointercancel", release);
    const points = preview.grab.points;
    points.push({ t: released.timeStamp, value: trackValue(lane.track, pointerX(lane.track, released)) });
    lane.dot.classList.remove("held");
    preview.grab = null;
    handOff(points);
  };
  lane.track.addEventListener("pointermove", move);
  lane.track.addEventListener("pointerup", release);
  lane.track.addEventListener("pointercancel", release);
}

/// The pointer's x in the track, whichever element (the dot, the track) the event is on.
function pointerX(track, event) { return event.clientX - track.getBoundingClientRect().left; }

function moveHeld(value) {
  for (const lane of preview.lanes) {
    if (!lane.dot) continue;
    lane.dot.style.transform = `translateX(${trackX(lane.track, value)}px)`;
  }
}

/// The release velocity, units per second: the least-squares slope of the
/// pointer's last 100 ms (0 when it did not move).
function releaseVelocity(points) {
  const last = points[points.length - 1].t;
  const recent = points.filter((point) => last - point.t <= 100);
  if (recent.length < 2) return 0;
  const n = recent.length;
  const meanT = recent.reduce((sum, p) => sum + p.t, 0) / n;
  const meanV = recent.reduce((sum, p) => sum + p.value, 0) / n;
  let num = 0, den = 0;
  for (const p of recent) { num += (p.t - meanT) * (p.value - meanV); den += (p.t - meanT) ** 2; }
  return den > 0 ? (num / den) * 1000 : 0;
}

function rounded(value, digits) { return Number(value.toFixed(digits)); }

async function handOff(points) {
  const from = rounded(points[points.length - 1].value, 2);
  const velocity = rounded(releaseVelocity(points), 1);
  // A fling decides the end, as a sheet does: where the value would coast to in 0.2 s.
  const to = from + 0.2 * velocity > state.distance / 2 ? state.distance : 0;
  const query = { ...common(state.spring), from, velocity, to };
  try {
    const [frames, text] = await Promise.all([
      api.json("retarget/frames", query),
      api.text("retarget/text", query),
    ]);
    hooks.handoff = { query, frames, text };
    $("handoff").hidden = false;
    $("handoff").textContent = text;
    playHandOff(frames);
    setStatus("");
  } catch (error) {
    setStatus(error.message, "error");
  }
}

function playHandOff(frames) {
  preview.mode = "handoff";
  preview.target = frames.to;
  for (const lane of preview.lanes) {
    const values = frames.runtimes[lane.key];
    lane.values = values ?? null;
    lane.dot.hidden = !values;
    const note = lane.track.parentElement.querySelector(".lane-note");
    note.textContent = values ? `${values.length - 1} frames after the release` : lane.key === "b" ? "" : "not followed through a hand-off";
  }
  placeTargets();
  restart();
}

// MARK: - The curve and the velocity panel

const colors = ["#1f6feb", "#bc4c00", "#1a7f37", "#9a6700", "#bf3989", "#0a7d8c", "#6e7781", "#953800"];

/// A lane's colour, the same for its dot, its frames on the curve and the legend:
/// the exact curve's ink, B's violet, else by the lane's place.
function laneColor(key, index) {
  if (key === "exact") return "#1f2328";
  if (key === "b") return "#8250df";
  return colors[index % colors.length];
}

function drawCurves() {
  const view = hooks.view;
  if (!view) return;
  const curve = view.curve, b = view.b && !view.b.error ? view.b[0] : null;
  const laneSpans = view.frames.map((lane) => (lane.values ? (lane.values.length - 1) / lane.framesPerSecond : 0));
  const span = Math.max(curve.times.at(-1), b ? b.times.at(-1) : 0, hooks.samples ? hooks.samples.times.at(-1) : 0, ...laneSpans);
  const all = curve.values.concat(b ? b.values : [], hooks.samples ? hooks.samples.values : []);
  for (const lane of view.frames) if (lane.values) all.push(...lane.values);
  const low = Math.min(0, ...all), high = Math.max(curve.distance, ...all);
  const plot = frame($("curve"), 0, span, low - 0.05 * (high - low), high + 0.05 * (high - low));
  // The band: within ε·D of the target.
  const band = curve.epsilon * curve.distance;
  plot.context.fillStyle = "rgba(26,127,55,0.15)";
  const top = plot.y(curve.distance + Math.max(band, (high - low) / 600));
  plot.context.fillRect(plot.left, top, plot.width, plot.y(curve.distance - Math.max(band, (high - low) / 600)) - top);
  line(plot, curve.times, curve.values, "#1f2328", 2);
  if (b) line(plot, b.times, b.values, "#8250df", 2, [6, 4]);
  view.frames.forEach((lane, index) => {
    if (!lane.values || lane.key === "exact") return;
    dots(plot, lane.values.map((_, n) => n / lane.framesPerSecond), lane.values, laneColor(lane.key, index));
  });
  if (hooks.samples) {
    dots(plot, hooks.samples.times, hooks.samples.values, "#d1242f", 3);
    line(plot, hooks.samples.times, hooks.samples.fitted, "#d1242f", 1);
  }
  // The markers: the settling time and the overshoot's peak.
  marker(plot, curve.settlingDuration, `settles ${curve.settlingDuration.toPrecision(4)} s`);
  if (curve.peakTime !== null && curve.overshoot > 0) {
    const peak = curve.distance * (1 + curve.overshoot);
    plot.context.fillStyle = "#d1242f";
    plot.context.beginPath();
    plot.context.arc(plot.x(curve.peakTime), plot.y(peak), 4, 0, 2 * Math.PI);
    plot.context.fill();
    plot.context.fillText(`overshoot ${(100 * curve.overshoot).toPrecision(3)}%`, plot.x(curve.peakTime) + 6, plot.y(peak) - 6);
  }
  const vLow = Math.min(0, ...curve.velocities), vHigh = Math.max(0, ...curve.velocities);
  const velocity = frame($("velocity"), 0, span, vLow - 0.05 * (vHigh - vLow || 1), vHigh + 0.05 * (vHigh - vLow || 1));
  line(velocity, curve.times, curve.velocities, "#1f6feb", 1.5);
  if (b) line(velocity, b.times, b.velocities, "#8250df", 1.5, [6, 4]);
  velocity.context.fillStyle = "#57606a";
  velocity.context.fillText("velocity, units/s", velocity.left + velocity.width - 100, velocity.top + 12);
  const entries = [["— exact", "#1f2328"]];
  view.frames.forEach((lane, index) => {
    if (lane.key !== "exact" && lane.values) entries.push([`● ${lane.name}'s frames`, laneColor(lane.key, index)]);
  });
  if (b) entries.push(["- - B", "#8250df"]);
  if (hooks.samples) entries.push(["● the recording, — its fit", "#d1242f"]);
  $("legend").replaceChildren(...entries.map(([text, color]) => {
    const entry = document.createElement("span");
    entry.textContent = text;
    entry.style.color = color;
    return entry;
  }));
}

/// A canvas cleared and framed, with its scales.
function frame(canvas, t0, t1, v0, v1) {
  const context = canvas.getContext("2d");
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth || canvas.width, height = canvas.clientHeight || canvas.height;
  if (canvas.width !== Math.round(width * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  context.font = "12px system-ui, sans-serif";
  const left = 48, right = width - 12, top = 8, bottom = height - 22;
  const plot = {
    context, left, top, width: right - left, height: bottom - top,
    x: (t) => left + ((t - t0) / (t1 - t0 || 1)) * (right - left),
    y: (v) => bottom - ((v - v0) / (v1 - v0 || 1)) * (bottom - top),
  };
  context.strokeStyle = "#d0d7de";
  context.strokeRect(left, top, right - left, bottom - top);
  context.fillStyle = "#57606a";
  for (let i = 0; i <= 4; i++) {
    const t = t0 + ((t1 - t0) * i) / 4;
    context.fillText(`${t.toPrecision(2)} s`, plot.x(t) - 12, bottom + 15);
    const v = v0 + ((v1 - v0) * i) / 4;
    context.fillText(v.toPrecision(3), 2, plot.y(v) + 4);
  }
  return plot;
}

function line(plot, times, values, color, width, dash) {
  const context = plot.context;
  context.strokeStyle = color;
  context.lineWidth = width;
  context.setLineDash(dash ?? []);
  context.beginPath();
  times.forEach((t, i) => (i ? context.lineTo(plot.x(t), plot.y(values[i])) : context.moveTo(plot.x(t), plot.y(values[i]))));
  context.stroke();
  context.setLineDash([]);
}

function dots(plot, times, values, color, radius = 2) {
  const context = plot.context;
  context.fillStyle = color;
  times.forEach((t, i) => {
    context.beginPath();
    context.arc(plot.x(t), plot.y(values[i]), radius, 0, 2 * Math.PI);
    context.fill();
  });
}

function marker(plot, t, label) {
  const context = plot.context;
  context.strokeStyle = "#1a7f37";
  context.setLineDash([3, 3]);
  context.beginPath();
  context.moveTo(plot.x(t), plot.top);
  context.lineTo(plot.x(t), plot.top + plot.height);
  context.stroke();
  context.setLineDash([]);
  context.fillStyle = "#1a7f37";
  context.fillText(label, Math.min(plot.x(t) + 4, plot.left + plot.width - 110), plot.top + 14);
}

// MARK: - A dropped file: a recording to fit, or design tokens

async function readDropped(file) {
  const bytes = await file.arrayBuffer();
  const text = new TextDecoder().decode(bytes);
  const isTokens = /\.json$/i.test(file.name) && /"\$(value|type)"/.test(text);
  try {
    if (isTokens) showTokens(await api.post("tokens", {}, bytes));
    else await showCurveFit(bytes);
    setStatus(`${file.name}: read`);
  } catch (error) {
    setStatus(`${file.name}: ${error.message}`, "error");
  }
}

async function showCurveFit(bytes) {
  const [fit, samples] = await Promise.all([api.post("curve-fit", {}, bytes), api.post("curve-fit/samples", {}, bytes)]);
  const result = fit.curveFit, errors = result.standardErrors;
  const plusMinus = (name) => (errors[name] === null ? "" : ` ± ${errors[name].toPrecision(2)}`);
  $("curve-fit").hidden = false;
  $("curve-fit").textContent = [
    `Recording: ${result.samples} samples, ${result.used} used; rms residual ${result.rmsResidual.toPrecision(3)}`,
    `  stiffness ${result.stiffness.toPrecision(6)}${plusMinus("stiffness")}, damping ${result.damping.toPrecision(6)}${plusMinus("damping")} (mass 1)`,
    `  from ${result.from.toPrecision(6)}${plusMinus("from")} to ${result.to.toPrecision(6)}${plusMinus("to")}, velocity ${result.velocity.toPrecision(6)}${plusMinus("velocity")} units/s`,
  ].join("\n");
  hooks.samples = samples;
  const input = fit.input;
  state.distance = rounded(Math.abs(result.to - result.from), 6) || state.distance;
  $("distance").value = String(state.distance);
  setSpringText(`ca:mass=${input.mass},stiffness=${input.stiffness},damping=${input.damping},velocity=${input.velocity}`);
  await redraw();
}

function showTokens(answer) {
  hooks.tokens = answer.tokens;
  const list = $("tokens");
  list.hidden = false;
  list.replaceChildren(...answer.tokens.map((token) => {
    const item = document.createElement("div");
    item.className = "token";
    const canvas = document.createElement("canvas");
    canvas.width = 160;
    canvas.height = 60;
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = token.path;
    button.title = `Tune ${token.spring}`;
    button.addEventListener("click", () => { setSpringText(token.spring); scheduleRedraw(); });
    const facts = document.createElement("span");
    facts.textContent = `${token.spring} · settles ${token.settlingDuration.toPrecision(3)} s · overshoot ${(100 * token.overshoot).toPrecision(3)}%`;
    const code = document.createElement("pre");
    item.append(button, canvas, facts, code);
    api.json("curve", { ...common(token.spring), points: 120 }).then((curve) => {
      const plot = frame(canvas, 0, curve.times.at(-1), Math.min(0, ...curve.values), Math.max(...curve.values));
      line(plot, curve.times, curve.values, "#1f2328", 1.5);
    }).catch(() => {});
    api.text("fit/text", { ...common(token.spring), for: state.platform }).then((text) => { code.textContent = text; })
      .catch((error) => { code.textContent = error.message; });
    return item;
  }));
}

// MARK: - Wiring

function fillRuntimeChoice() {
  const shown = new Set(state.lanes ?? defaultLanes());
  const choices = [{ key: "exact", name: "exact" }, ...runtimes].map(({ key, name }) => {
    const label = document.createElement("label");
    const box = document.createElement("input");
    box.type = "checkbox";
    box.value = key;
    box.checked = shown.has(key);
    box.addEventListener("change", () => {
      state.lanes = [...$("runtime-choice").querySelectorAll("input:checked")].map((input) => input.value);
      scheduleRedraw();
    });
    label.append(box, ` ${name}`);
    return label;
  });
  $("runtime-choice").replaceChildren(...choices);
}

function wire() {
  $("kind").replaceChildren(...kinds.map((kind) => new Option(`${kind.name} (${kind.kind})`, kind.kind)));
  $("platform").replaceChildren(...[...new Set(runtimes.map((runtime) => runtime.kind))].map((kind) => {
    const runtime = runtimes.find((candidate) => candidate.kind === kind);
    return new Option(runtime.name, kind);
  }));
  $("kind").addEventListener("change", () => {
    const kind = kindNamed($("kind").value);
    fillForms(kind, kind.forms[0]);
    fillParameters(kind, kind.forms[0], new Map());
    if (!state.lanes) fillRuntimeChoice();
    controlsChanged();
  });
  $("form").addEventListener("change", () => {
    const kind = kindNamed($("kind").value);
    fillParameters(kind, $("form").value, parseSpring(state.spring).values);
    controlsChanged();
  });
  $("spring-text").addEventListener("change", () => { setSpringText($("spring-text").value); scheduleRedraw(); });
  $("spring-b").value = state.springB;
  $("compare").open = state.springB !== "";
  $("spring-b").addEventListener("change", () => { state.springB = $("spring-b").value.trim(); scheduleRedraw(); });
  $("distance").value = String(state.distance);
  $("distance").addEventListener("change", () => {
    const value = Number($("distance").value);
    if (Number.isFinite(value) && value > 0) { state.distance = value; scheduleRedraw(); } else setStatus("the distance must be a number above 0", "error");
  });
  $("fps").value = String(state.fps);
  $("fps").addEventListener("change", () => { state.fps = Number($("fps").value); scheduleRedraw(); });
  $("platform").value = state.platform;
  $("platform").addEventListener("change", () => { state.platform = $("platform").value; scheduleRedraw(); });
  $("speed").value = String(state.speed);
  $("speed").addEventListener("change", () => { state.speed = Number($("speed").value); writeURL(); restart(); });
  $("loop").checked = state.loop;
  $("loop").addEventListener("change", () => { state.loop = $("loop").checked; writeURL(); restart(); });
  $("replay").addEventListener("click", () => {
    if (preview.mode === "handoff") redraw(); else restart();
  });
  $("copy").addEventListener("click", copyCode);
  const drop = $("drop");
  drop.addEventListener("dragover", (event) => { event.preventDefault(); drop.classList.add("over"); });
  drop.addEventListener("dragleave", () => drop.classList.remove("over"));
  drop.addEventListener("drop", (event) => {
    event.preventDefault();
    drop.classList.remove("over");
    const file = event.dataTransfer.files[0];
    if (file) readDropped(file);
  });
  $("file").addEventListener("change", () => { const file = $("file").files[0]; if (file) readDropped(file); });
  window.addEventListener("resize", () => { placeTargets(); drawCurves(); });
}

async function copyCode() {
  const text = $("code").textContent;
  try {
    await navigator.clipboard.writeText(text);
    setStatus("code copied");
  } catch {
    // Without the clipboard API (an insecure origin, a denied permission): select it for Ctrl-C.
    const range = document.createRange();
    range.selectNodeContents($("code"));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    setStatus("code selected: press Ctrl-C (or ⌘C) to copy");
  }
}

async function start() {
  readURL();
  try {
    const answer = await api.json("kinds", {});
    kinds = answer.kinds;
    runtimes = answer.runtimes;
  } catch (error) {
    setStatus(`cannot reach springlab serve: ${error.message}`, "error");
    return;
  }
  wire();
  showSpring();
  fillRuntimeChoice();
  await redraw();
  hooks.ready = true;
}

start();
