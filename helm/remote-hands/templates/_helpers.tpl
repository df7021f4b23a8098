{{/* Chart name, overridable. */}}
{{- define "remote-hands.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Release-qualified name; the release name alone when it already contains the chart name. */}}
{{- define "remote-hands.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "remote-hands.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Name of one service's objects. Usage: include "remote-hands.componentName" (dict "root" $ "name" "identity") */}}
{{- define "remote-hands.componentName" -}}
{{- printf "%s-%s" (include "remote-hands.fullname" .root) .name | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Labels every object carries. Usage: include "remote-hands.labels" (dict "root" $ "name" "identity") */}}
{{- define "remote-hands.labels" -}}
helm.sh/chart: {{ include "remote-hands.chart" .root }}
{{ include "remote-hands.selectorLabels" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/part-of: remote-hands
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
{{- end }}

{{/* Labels a selector matches on; one set per service. */}}
{{- define "remote-hands.selectorLabels" -}}
app.kubernetes.io/name: {{ include "remote-hands.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end }}

{{/* One entry of .Values.services over .Values.serviceDefaults: an entry's key replaces the default's whole
     (a shallow merge, so `false` in an entry wins, which sprig's deep merges do not guarantee).
     Usage: include "remote-hands.serviceValues" (dict "root" $ "name" "identity") | fromYaml */}}
{{- define "remote-hands.serviceValues" -}}
{{- $svc := deepCopy .root.Values.serviceDefaults }}
{{- range $key, $value := index .root.Values.services .name }}
{{- $_ := set $svc $key $value }}
{{- end }}
{{- toYaml $svc }}
{{- end }}

{{- define "remote-hands.image" -}}
{{- $tag := default .root.Chart.AppVersion .root.Values.image.tag }}
{{- printf "%s/%s:%s" .root.Values.image.registry .name $tag }}
{{- end }}

{{/* In-cluster URL of a service. Usage: include "remote-hands.serviceUrl" (dict "root" $ "name" "identity") */}}
{{- define "remote-hands.serviceUrl" -}}
{{- $entry := index .root.Values.services .name }}
{{- printf "http://%s:%v" (include "remote-hands.componentName" .) $entry.port }}
{{- end }}

{{- define "remote-hands.publicUrl" -}}
{{- printf "%s://%s" (ternary "https" "http" .Values.ingress.tls.enabled) .Values.ingress.host }}
{{- end }}

{{/* Keycloak's base URL as the browser sees it: tokens carry <it>/realms/<realm> as their issuer. */}}
{{- define "remote-hands.keycloakUrl" -}}
{{- if .Values.keycloak.enabled }}
{{- include "remote-hands.publicUrl" . }}
{{- else }}
{{- default (include "remote-hands.publicUrl" .) .Values.auth.keycloakUrl }}
{{- end }}
{{- end }}

{{/* Keycloak's base URL as the pods reach it: the chart's Keycloak in the cluster, else the public one. */}}
{{- define "remote-hands.keycloakInternalUrl" -}}
{{- if .Values.keycloak.enabled }}
{{- printf "http://%s:8080" (include "remote-hands.componentName" (dict "root" . "name" "keycloak")) }}
{{- else }}
{{- include "remote-hands.keycloakUrl" . }}
{{- end }}
{{- end }}

{{/* The Secret holding every credential: secrets.existingSecret, or the one templates/secret.yaml makes. */}}
{{- define "remote-hands.secretName" -}}
{{- default (printf "%s-env" (include "remote-hands.fullname" .)) .Values.secrets.existingSecret }}
{{- end }}

{{/* Secret key of one service's database URL: DATABASE_URL_SERVICE_REQUEST for service-request. */}}
{{- define "remote-hands.databaseUrlKey" -}}
{{- printf "DATABASE_URL_%s" (. | replace "-" "_" | upper) }}
{{- end }}

{{- define "remote-hands.databaseUrl" -}}
{{- required "database.url is required" .Values.database.url }}
{{- end }}

{{- define "remote-hands.amqpUrl" -}}
{{- required "broker.url is required" .Values.broker.url }}
{{- end }}

{{/* The container environment of one service, shared by its Deployment and its migration Job. */}}
{{- define "remote-hands.env" -}}
{{- $root := .root }}
{{- $svc := .svc }}
{{- $secret := include "remote-hands.secretName" $root -}}
- name: PORT
  value: {{ $svc.port | quote }}
- name: LOG_LEVEL
  value: {{ $root.Values.logLevel | quote }}
- name: KEYCLOAK_URL
  value: {{ include "remote-hands.keycloakInternalUrl" $root | quote }}
- name: PUBLIC_KEYCLOAK_URL
  value: {{ include "remote-hands.keycloakUrl" $root | quote }}
- name: KEYCLOAK_REALM
  value: {{ $root.Values.auth.realm | quote }}
- name: AUTH_AUDIENCE
  value: {{ $root.Values.auth.audience | quote }}
{{- if $svc.database }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ include "remote-hands.databaseUrlKey" .name }}
{{- end }}
{{- if $svc.broker }}
- name: AMQP_URL
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: AMQP_URL
{{- end }}
{{- if $svc.keycloakAdmin }}
- name: IDENTITY_ADMIN_CLIENT_SECRET
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: IDENTITY_ADMIN_CLIENT_SECRET
{{- end }}
{{- if $svc.smtp }}
- name: SMTP_URL
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: SMTP_URL
{{- end }}
{{- if $svc.internalApi }}
- name: INTERNAL_API_TOKEN
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: INTERNAL_API_TOKEN
{{- end }}
{{- if $svc.captcha }}
- name: CAPTCHA_HMAC_KEY
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: CAPTCHA_HMAC_KEY
{{- end }}
{{- if $svc.files }}
{{- include "remote-hands.filesEnv" $root }}
{{- end }}
{{- if and $svc.turn $root.Values.turn.enabled }}
- name: TURN_URLS
  value: {{ include "remote-hands.turnUrls" $root | quote }}
- name: TURN_SECRET
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: TURN_SECRET
- name: TURN_CREDENTIAL_TTL_SECONDS
  value: {{ $root.Values.turn.credentialTtlSeconds | quote }}
{{- end }}
{{- if $svc.payments }}
- name: BILLING_PAYMENT_PROVIDER
  value: {{ $root.Values.payments.provider | quote }}
{{- if eq $root.Values.payments.provider "stripe" }}
- name: STRIPE_SECRET_KEY
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: STRIPE_SECRET_KEY
- name: STRIPE_WEBHOOK_SECRET
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: STRIPE_WEBHOOK_SECRET
{{- end }}
{{- end }}
{{- range $key, $value := $svc.env }}
- name: {{ $key }}
  value: {{ tpl (toString $value) $root | quote }}
{{- end }}
{{- end }}

{{/* The bff's job-file storage (values `files`): S3 only, every replica sharing the bucket. */}}
{{- define "remote-hands.filesEnv" -}}
{{- $files := .Values.files }}
{{- if ne $files.storage "s3" }}
{{- fail "files.storage must be s3: every bff replica has to see the same files" }}
{{- end }}
- name: FILE_STORAGE
  value: s3
- name: S3_BUCKET
  value: {{ required "files.s3.bucket is required" $files.s3.bucket | quote }}
- name: S3_REGION
  value: {{ required "files.s3.region is required" $files.s3.region | quote }}
{{- with $files.s3.endpoint }}
- name: S3_ENDPOINT
  value: {{ . | quote }}
{{- end }}
- name: S3_FORCE_PATH_STYLE
  value: {{ ternary "true" "false" (eq (toString $files.s3.forcePathStyle) "true") | quote }}
- name: UPLOAD_CLEANUP_MINUTES
  value: {{ $files.cleanupMinutes | quote }}
- name: UNFINISHED_UPLOADS_MAX_COUNT
  value: {{ $files.unfinishedUploads.maxCount | quote }}
- name: UNFINISHED_UPLOADS_MAX_MEGABYTES
  value: {{ $files.unfinishedUploads.maxMegabytes | quote }}
- name: IMAGE_JOB_CONCURRENCY
  value: {{ $files.imageJobConcurrency | quote }}
{{- with $files.s3.existingSecret }}
- name: S3_ACCESS_KEY_ID
  valueFrom:
    secretKeyRef:
      name: {{ . }}
      key: S3_ACCESS_KEY_ID
- name: S3_SECRET_ACCESS_KEY
  valueFrom:
    secretKeyRef:
      name: {{ . }}
      key: S3_SECRET_ACCESS_KEY
{{- end }}
{{- end }}

{{/*
The volume items that put each file of the login theme, kept in its ConfigMap under its own name, back at its path.
*/}}
{{- define "remote-hands.keycloakThemeItems" -}}
{{- $seen := dict }}
{{- range $path, $_ := .Files.Glob "files/keycloak-theme/**" }}
{{- $name := base $path }}
{{- if hasKey $seen $name }}
{{- fail (printf "files/keycloak-theme holds two files named %s: a ConfigMap keeps one" $name) }}
{{- end }}
{{- $_ := set $seen $name true }}
- key: {{ $name }}
  path: {{ trimPrefix "files/keycloak-theme/" $path }}
{{- end }}
{{- end }}

{{/* The TURN URLs browsers get (the bff's TURN_URLS): turn.urls, else UDP, TCP and, with TLS, TLS at turn.host. */}}
{{- define "remote-hands.turnUrls" -}}
{{- $turn := .Values.turn }}
{{- if $turn.urls }}
{{- join "," $turn.urls }}
{{- else }}
{{- $host := required "turn.host is required: the name browsers reach coturn's Service at" $turn.host }}
{{- $urls := list (printf "turn:%s:%v?transport=udp" $host $turn.port) (printf "turn:%s:%v?transport=tcp" $host $turn.port) }}
{{- if $turn.tls.secretName }}
{{- $urls = append $urls (printf "turns:%s:%v?transport=tcp" $host $turn.tlsPort) }}
{{- end }}
{{- join "," $urls }}
{{- end }}
{{- end }}
