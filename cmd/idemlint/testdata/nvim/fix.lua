-- Driven by TestNeovim (cmd/idemlint/nvim_test.go) in headless Neovim 0.7+:
-- attach 'idemlint lsp' to the broken refund tool, wait for its
-- diagnostics, apply the retrydoc and timeouterr quick fixes through
-- vim.lsp.buf.code_action, save, and check that those diagnostics are gone.
-- It writes what happened to $IDEMLINT_LOG and quits with status 0 when all
-- went well.

local log = assert(io.open(os.getenv('IDEMLINT_LOG'), 'w'))
local function say(...)
  log:write(string.format(...) .. '\n')
  log:flush()
end
local function fail(...)
  say('FAIL: ' .. string.format(...))
  vim.cmd('cquit 1')
end

local ok, err = pcall(function()
  vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('IDEMLINT_FILE')))
  local bufnr = vim.api.nvim_get_current_buf()
  local client_id = vim.lsp.start_client({
    name = 'idemlint',
    cmd = { os.getenv('IDEMLINT_BIN'), 'lsp' },
    root_dir = os.getenv('IDEMLINT_ROOT'),
  })
  if not client_id then
    fail('vim.lsp.start_client failed')
  end
  vim.lsp.buf_attach_client(bufnr, client_id)

  local function code_of(d)
    return d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
  end
  local function codes()
    local out = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      table.insert(out, code_of(d))
    end
    table.sort(out)
    return table.concat(out, ' ')
  end
  local function find(code)
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      if code_of(d) == code then
        return d
      end
    end
  end
  local function wait(what, cond)
    if not vim.wait(240000, cond, 100) then
      fail('timed out waiting for %s; diagnostics: %s', what, codes())
    end
  end

  wait('retrydoc and timeouterr', function()
    return find('retrydoc') ~= nil and find('timeouterr') ~= nil
  end)
  say('diagnostics: %s', codes())

  for _, code in ipairs({ 'retrydoc', 'timeouterr' }) do
    local d = find(code)
    vim.api.nvim_win_set_cursor(0, { d.lnum + 1, d.col })
    local chosen
    -- Neovim asks the user to pick an action with vim.ui.select: pick
    -- the check's preferred quick fix.
    vim.ui.select = function(items, _, on_choice)
      for i, item in ipairs(items) do
        local action = item[2]
        local diags = action.diagnostics or {}
        if action.kind == 'quickfix' and action.isPreferred and diags[1] and diags[1].code == code then
          chosen = action.title
          on_choice(item, i)
          return
        end
      end
      for _, item in ipairs(items) do
        say('  offered: %s', vim.inspect(item[2].title))
      end
      chosen = false
      on_choice(nil)
    end
    vim.lsp.buf.code_action()
    wait('a code action for ' .. code, function()
      return chosen ~= nil
    end)
    if not chosen then
      fail('no preferred quick fix for %s', code)
    end
    say('applied %s: %s', code, chosen)
    wait(code .. ' to go', function()
      return find(code) == nil
    end)
  end

  vim.cmd('write')
  -- After the save the server analyses the file on disk again.
  vim.wait(2000)
  wait('the diagnostics after the save', function()
    return find('retrydoc') == nil and find('timeouterr') == nil and find('lostresult') ~= nil
  end)
  say('after save: %s', codes())

  -- The ignore action, with the command docs/editors.md gives Neovim:
  -- the directive goes above the finding, the cursor where the reason goes.
  vim.lsp.commands['idemlint.selectReason'] = function(command)
    local reason = command.arguments[2]
    vim.api.nvim_win_set_cursor(0, { reason.start.line + 1, reason.start.character })
    vim.cmd('normal! "_d' .. (reason['end'].character - reason.start.character) .. 'l')
    vim.cmd('startinsert!')
  end
  local d = find('lostresult')
  vim.api.nvim_win_set_cursor(0, { d.lnum + 1, d.col })
  local chosen
  vim.ui.select = function(items, _, on_choice)
    for i, item in ipairs(items) do
      if item[2].command and item[2].command.command == 'idemlint.selectReason' then
        chosen = item[2].title
        on_choice(item, i)
        return
      end
    end
    chosen = false
    on_choice(nil)
  end
  vim.lsp.buf.code_action()
  wait('the ignore action', function()
    return chosen ~= nil
  end)
  if not chosen then
    fail('no ignore action for lostresult')
  end
  local want = '//idemlint:ignore lostresult '
  wait('the directive and the cursor on its reason', function()
    local row, col = unpack(vim.api.nvim_win_get_cursor(0))
    local line = vim.api.nvim_buf_get_lines(bufnr, row - 1, row, false)[1]
    return line:sub(-#want) == want and col >= #line - 1 and row == d.lnum + 1
  end)
  say('ignore: %s', vim.api.nvim_get_current_line())
  say('OK')
end)
if not ok then
  fail('%s', err)
end
vim.cmd('qall!')
