-- Drives `tw lsp` through a real Neovim, headless, as a person would.
--
-- Started by NeovimTests.swift as `nvim --headless -u init.lua Card.swift -c "luafile driver.lua"`,
-- where init.lua is one of the snippets of Docs/language-server.md. Writes one line per check to $TW_NVIM_RESULT
-- ("ok NAME" or "FAIL NAME: why") and quits with status 1 when a check fails.
-- $TW_NVIM_LEVEL is "full" (Neovim 0.11: every check) or "basic" (older Neovim: attach,
-- diagnostics once, hover, shutdown).

local result = assert(io.open(os.getenv("TW_NVIM_RESULT"), "w"))
local full = os.getenv("TW_NVIM_LEVEL") == "full"
local failed = false
local buf = vim.api.nvim_get_current_buf()

local function check(name, ok, why)
  result:write((ok and "ok " or "FAIL ") .. name .. (ok and "" or (": " .. tostring(why))) .. "\n")
  result:flush()
  if not ok then failed = true end
  return ok
end

local function finish()
  result:close()
  vim.cmd(failed and "cquit 1" or "qall!")
end

local function tw_client()
  local clients = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = buf }) or vim.lsp.buf_get_clients(buf)
  for _, client in pairs(clients) do
    if client.name == "tw" then return client end
  end
end

local function request(method, params)
  local answers = vim.lsp.buf_request_sync(buf, method, params, 5000) or {}
  for _, answer in pairs(answers) do
    if answer.result then return answer.result end
  end
end

local function position(line, character)
  return { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = line, character = character } }
end

local function summary(diagnostics)
  local parts = {}
  for _, d in ipairs(diagnostics) do
    table.insert(parts, string.format("%s@%d:%d-%d", tostring(d.code), d.lnum, d.col, d.end_col))
  end
  table.sort(parts)
  return table.concat(parts, " ")
end

local attached = vim.wait(10000, function() return tw_client() ~= nil end, 50)
if not check("attach", attached, "tw lsp never attached to " .. vim.api.nvim_buf_get_name(buf)) then return finish() end
local client = tw_client()

-- Line 0 of Card.swift: Text("a").tw("px-4 bogus glass-thn")
-- `bogus` is columns 19-24, `glass-thn` 25-34 (UTF-16 = bytes here).
local expected = "unknown-class@0:19-24 unknown-class@0:25-34"
vim.wait(10000, function() return #vim.diagnostic.get(buf) >= 2 end, 50)
vim.wait(1000) -- a second copy (push and pull) would arrive in this time
check("diagnostics once with their ranges", summary(vim.diagnostic.get(buf)) == expected, summary(vim.diagnostic.get(buf)))

local hover = request("textDocument/hover", position(0, 15))
local text = hover and hover.contents and hover.contents.value or ""
check("hover in words", text:find("padding 16 pt leading and trailing", 1, true) ~= nil and text:find("{", 1, true) == nil, text)

if full then
  -- A settings change: the disabled rule goes, and what stays shows once.
  client:notify("workspace/didChangeConfiguration", { settings = { twlint = { disabled = { "unknown-class" } } } })
  vim.wait(5000, function() return #vim.diagnostic.get(buf) == 0 end, 50)
  vim.wait(500)
  check("a disabled rule disappears", #vim.diagnostic.get(buf) == 0, summary(vim.diagnostic.get(buf)))
  client:notify("workspace/didChangeConfiguration", { settings = { twlint = { disabled = {} } } })
  vim.wait(5000, function() return #vim.diagnostic.get(buf) >= 2 end, 50)
  vim.wait(500)
  check("diagnostics once after a settings change", summary(vim.diagnostic.get(buf)) == expected, summary(vim.diagnostic.get(buf)))

  -- Completion after `glass-` and `p-` on a new line 1: Text("b").tw("glass- p-")
  vim.api.nvim_buf_set_lines(buf, 1, 1, false, { 'Text("b").tw("glass- p-")' })
  local function labels(character)
    local answer = request("textDocument/completion", position(1, character)) or {}
    local set = {}
    for _, item in ipairs(answer.items or answer) do set[item.label] = item end
    return set
  end
  local glass = labels(20)
  local missing = {}
  for _, name in ipairs({ "glass-thin", "glass-regular", "glass-clear", "glass-thick", "glass-ultra-thin", "glass-identity", "glass-shadow-none" }) do
    if not glass[name] then table.insert(missing, name) end
  end
  check("completion after glass-", #missing == 0, "missing " .. table.concat(missing, ", "))
  local padding = labels(23)
  check("completion after p-", padding["p-4"] ~= nil and padding["p-4"].detail == "16 pt", vim.inspect(padding["p-4"]))
  vim.api.nvim_buf_set_lines(buf, 1, 2, false, {})

  -- The quick fix for `glass-thn`, applied to the buffer.
  local actions = request("textDocument/codeAction", {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    range = { start = { line = 0, character = 27 }, ["end"] = { line = 0, character = 27 } },
    context = { diagnostics = {} },
  }) or {}
  local fix, copy
  local titles = {}
  for _, action in ipairs(actions) do
    titles[action.title] = (titles[action.title] or 0) + 1
    if action.title == "Replace `glass-thn` with `glass-thin`" then fix = action end
    if action.title == "Copy as SwiftUI" then copy = action end
  end
  local duplicates = {}
  for title, count in pairs(titles) do if count > 1 then table.insert(duplicates, title) end end
  check("one entry per fix", #duplicates == 0, table.concat(duplicates, "; "))
  if check("did-you-mean fix offered", fix ~= nil, vim.inspect(titles)) then
    vim.lsp.util.apply_workspace_edit(fix.edit, client.offset_encoding)
    local line = vim.api.nvim_buf_get_lines(buf, 0, 1, false)[1]
    check("quick fix applied", line == 'Text("a").tw("px-4 bogus glass-thin")', line)
    vim.wait(5000, function() return summary(vim.diagnostic.get(buf)) == "unknown-class@0:19-24" end, 50)
    check("diagnostics follow the fix", summary(vim.diagnostic.get(buf)) == "unknown-class@0:19-24", summary(vim.diagnostic.get(buf)))
  end

  -- "Copy as SwiftUI" chosen: the code shows in a buffer (window/showDocument).
  if check("Copy as SwiftUI offered with a command", copy ~= nil and copy.command ~= nil, vim.inspect(copy)) then
    client:exec_cmd(copy.command, { bufnr = buf })
    local shown
    vim.wait(5000, function()
      for _, other in ipairs(vim.api.nvim_list_bufs()) do
        if vim.api.nvim_buf_get_name(other):match("SwiftUI%-%d+%.swift$") then shown = other return true end
      end
      return false
    end, 50)
    local code = shown and table.concat(vim.api.nvim_buf_get_lines(shown, 0, -1, false), "\n") or ""
    check("Copy as SwiftUI shows the code", code:find("import SwiftUI", 1, true) ~= nil, "no SwiftUI buffer")
    vim.api.nvim_set_current_buf(buf)
  end
end

-- Shutdown: the client stops and the server process ends (NeovimTests checks for leftovers).
local function shutdown()
  vim.lsp.stop_client(client.id)
  local stopped = vim.wait(5000, function() return vim.lsp.get_client_by_id(client.id) == nil end, 50)
  check("shutdown", stopped, "the client did not stop")
  finish()
end

if os.getenv("TW_NVIM_AUTOCOMPLETE") == "1" then
  -- Completion as you type: keys go through the main loop (not vim.wait), so insert mode, the
  -- trigger characters and the popup menu behave as for a person; no closing quote is typed.
  vim.api.nvim_win_set_cursor(0, { 1, 0 })
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes('oText("c").tw("glass-', true, false, true), "t", false)
  local polls = 0
  local function poll()
    polls = polls + 1
    local visible = vim.fn.pumvisible() == 1
    if not visible and polls < 100 then return vim.defer_fn(poll, 50) end
    local words = {}
    for _, item in ipairs(vim.fn.complete_info({ "items" }).items or {}) do words[item.word] = true end
    check("completion as you type", visible and words["glass-thin"] == true, "popup menu: " .. tostring(visible))
    vim.cmd("stopinsert")
    vim.schedule(shutdown)
  end
  vim.defer_fn(poll, 50)
else
  shutdown()
end
