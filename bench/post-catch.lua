-- wrk script: POST one catch per request.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"species":"Wahoo","weight_lbs":42.5,"depth_ft":35,"notes":"bench reef","location":{"lat":25.1,"lon":-80.4}}'
