-- wrk script: POST one catch per request (a speargun catch: every kind of board it counts in).
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"species":"Wahoo","weight_lbs":42.5,"depth_ft":35,"gear":"speargun","notes":"bench reef","location":{"lat":25.1,"lon":-80.4}}'
