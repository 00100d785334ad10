-- Window (context-aware) cross-attention, CCAN (Ding et al., COLING 2020); docs/methods.md,
-- Window. Per head and target position i, on the masked dot logits e_ij (B, H, T, S):
--
--   c_i     = argmax_j e_ij                        -- first maximum, no gradient
--   local_i = softmax_j of e_ij over c_i - win <= j <= c_i + win (clipped), 0 elsewhere
--   gamma_i = (1 - g_i) softmax(e_i) + g_i local_i -- the mix's convention
--
-- Gate convention. CCAN writes gamma = g' softmax(e) + (1 - g') local with
-- g' = sigmoid(w . q + b), one w in R^dh shared by all heads and positions. The mix
-- (xattn.attention) puts its gate g on the second part, here the window, so g = 1 - g' =
-- sigmoid(-(w . q + b)): the same family of gates with (w, b) negated, hence the default
-- gate = "linear" (the mix's sigmoid(w . q + b)). The part has no parameters of its own:
-- the gate lives in the mix.
--
-- The kernels are attention/window.c (xa.window_weights, xa.window_mix,
-- xa.window_centres): one fused pass per row forward and backward, neither softmax stored.
--
--   local attn = require "xattn.attention"
--   cross = attn.window{win = 3}          -- = attn.mix{attn.dot(), attn.window{win = 3}, gate = "linear"}
--   part = attn.window{win = 3}:build(dh, heads, layer)
--   w, info = part:weights(ctx)           -- w (B, H, T, S), info.centre (B, H, T) int64 1-based
local xa = require "xattn"
local Module = require("xattn.nn.module").Module

local function check_win(win, level)
  if math.type(win) ~= "integer" or win < 0 then
    error(("attn.window: win (the half-width) must be an integer >= 0, got %s")
      :format(tostring(win)), level + 1)
  end
end

return function(attn)
  local Window = Module:extend("attn.Window")

  -- attn.Window{win = 3}
  function Window:init(opts)
    opts = opts or {}
    local win = opts.win == nil and 3 or opts.win
    check_win(win, 4)
    self.kind = "window"
    self.win = win
  end

  function Window:extra_repr() return ("win=%d"):format(self.win) end

  -- weights(ctx) -> local softmax (B, H, T, S) (0 at masked keys and outside the window),
  -- {centre = (B, H, T) int64 1-based, 0 for a row with every key masked}
  function Window:weights(ctx)
    local e = ctx.logits
    return xa.window_weights(e, self.win), {centre = xa.window_centres(e)}
  end

  -- mix_with(ctx, other, w_other, g) -> (1 - g) w_other + g local, {centre = ...}
  -- With other a dot part (w_other = softmax(ctx.logits)) one fused kernel recomputes the
  -- dot softmax from the logits instead of reading w_other; otherwise it is unfused.
  function Window:mix_with(ctx, other, w_other, g)
    local e = ctx.logits
    local info = {centre = xa.window_centres(e)}
    if other and other.kind == "dot" then return xa.window_mix(e, g, self.win), info end
    local w = xa.window_weights(e, self.win)
    return w_other * (1 - g) + w * g, info
  end

  -- attn.window{win = 3, gate = "linear"} -> spec. win: the half-width (CCAN's code default
  -- 3; the paper's best is 9); gate: the mix's gate when the spec is used on its own as
  -- `cross` (then it means attn.mix{attn.dot(), attn.window{...}, gate = gate}).
  function attn.window(opts)
    opts = opts or {}
    if type(opts) ~= "table" then
      error("attn.window: expected a table of options, got " .. type(opts), 2)
    end
    local o = {}
    for k, v in pairs(opts) do
      if k ~= "win" and k ~= "gate" then
        error(("attn.window: unknown option '%s' (known: win, gate)"):format(tostring(k)), 2)
      end
      o[k] = v
    end
    if o.win == nil then o.win = 3 end
    if o.gate == nil then o.gate = "linear" end
    check_win(o.win, 2)
    return {
      kind = "window",
      opts = o,
      build = function(spec, dh, heads, layer) return Window{win = spec.opts.win} end,
    }
  end

  -- attn.ccan{win = 9, gate = "linear"} -> the window spec with CCAN's paper defaults: its
  -- best window, 9 (the code's default is 3); with cross_layers "all" (the default), every
  -- decoder layer, as the paper's system. model.cross = "ccan" in a configuration.
  function attn.ccan(opts)
    if opts ~= nil and type(opts) ~= "table" then
      error("attn.ccan: expected a table of options, got " .. type(opts), 2)
    end
    local o = {}
    for k, v in pairs(opts or {}) do o[k] = v end
    if o.win == nil then o.win = 9 end
    local ok, spec = pcall(attn.window, o)
    if not ok then error((tostring(spec):gsub("^.-attn%.window:", "attn.ccan:")), 2) end
    return spec
  end

  attn.Window = Window
  -- documentation (xattn.help, the REPL's :help)
  xa.document("attention.window", attn.window, [[
attention.window{win=3, gate="linear"} -> part spec
Window (context-aware) cross-attention, CCAN (Ding et al. 2020): a softmax of the dot logits
restricted to c_i - win .. c_i + win around the position c_i of the largest logit. win: the
half-width (CCAN's code default 3; the paper's best is 9); gate: the mix's gate when used
alone as cross (dot + window, "linear" as CCAN's).]])
  xa.document("attention.ccan", attn.ccan, [[
attention.ccan{win=9, gate="linear"} -> part spec
attention.window with the CCAN paper's setting: window 9 (its best; window's default, 3, is
the authors' code's), the linear gate; on every decoder layer with cross_layers "all". In a
configuration: model.cross = "ccan".]])
  xa.document("attention.Window", Window, "attention.Window{win=3} -> part: the module attention.window builds (no parameters)")
  xa.document("attention.Window:weights", Window.weights, [[
part:weights(ctx) -> w (B,H,T,S), {centre = (B,H,T) int64}
The local softmax around each row's first maximum logit (0 at masked keys and outside the
window); centre is 1-based (0 for a row whose keys are all masked).]])
  xa.document("attention.Window:mix_with", Window.mix_with, [[
part:mix_with(ctx, other, w_other, g) -> (1 - g) w_other + g w, {centre}
The mix in one fused kernel when other is the dot part.]])

end
