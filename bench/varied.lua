-- wrk script: every request asks a path picked at random from the file $BENCH_PATHS (one a
-- line; a pool larger than any cache of the server), and with $BENCH_WRITE_EVERY=n every n-th
-- request is instead a POST /v1/catches of the catch in post-catch.lua.
local paths = {}
for line in io.lines(os.getenv("BENCH_PATHS")) do paths[#paths + 1] = line end
local writeEvery = tonumber(os.getenv("BENCH_WRITE_EVERY") or "0")
local body = '{"species":"Wahoo","weight_lbs":42.5,"depth_ft":35,"gear":"speargun","notes":"bench reef","location":{"lat":25.1,"lon":-80.4}}'
local sent = 0
local postHeaders = nil

init = function(args)
  math.randomseed(os.time())
end

request = function()
  sent = sent + 1
  if writeEvery > 0 and sent % writeEvery == 0 then
    if postHeaders == nil then
      postHeaders = { ["Content-Type"] = "application/json" }
      for name, value in pairs(wrk.headers) do postHeaders[name] = value end
    end
    return wrk.format("POST", "/v1/catches", postHeaders, body)
  end
  return wrk.format("GET", paths[math.random(#paths)])
end
